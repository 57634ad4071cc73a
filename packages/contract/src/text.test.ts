import { describe, expect, it } from 'vitest';
import { byteLength, cutToBytes, formatByteSize, toEpochMillis } from './text';

describe('byteLength (spec point 5 limits in bytes)', () => {
  it('counts a Chinese character as three bytes', () => {
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('缺陷')).toBe(6);
    expect(byteLength('a缺')).toBe(4);
  });
});

describe('toEpochMillis (spec point 5 "Timestamps")', () => {
  it('treats a 10-digit number as seconds', () => {
    expect(toEpochMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toEpochMillis('1700000000')).toBe(1_700_000_000_000);
  });

  it('treats longer numbers as milliseconds and parses ISO text', () => {
    expect(toEpochMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(toEpochMillis('2026-01-02T00:00:00.000Z')).toBe(Date.UTC(2026, 0, 2));
  });
});

describe('formatByteSize', () => {
  it('reads as people read sizes', () => {
    expect([0, 512, 1536, 3 * 1024 * 1024, 1021 * 1024 * 1024, 1.5 * 1024 ** 3].map(formatByteSize)).toEqual([
      '0 B',
      '512 B',
      '1.5 KB',
      '3 MB',
      '1021 MB',
      '1.5 GB',
    ]);
  });
});

describe('cutToBytes (titles made by the server, issue 34)', () => {
  it('keeps whole characters within the bytes', () => {
    expect(cutToBytes('GET /orders', 100)).toBe('GET /orders');
    expect(cutToBytes('订单接口返回', 7)).toBe('订单');
    expect(cutToBytes('a😀b', 4)).toBe('a');
    expect(cutToBytes('a😀b', 5)).toBe('a😀');
  });
});
