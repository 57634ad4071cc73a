import { describe, expect, it } from 'vitest';
import { DISK_NAME_MAX, diskFolderPath, diskPreviewOf, diskQuotaBytes, freeDiskName, isDiskName } from './rules';

const GB = 1024 ** 3;

describe('network disk rules (issue 32, docs/DOMAIN.md "Network disk")', () => {
  it("sizes the disk by plan, without a limit on a team's own server", () => {
    expect([0, 1, 2, 3].map((code) => diskQuotaBytes('saas', code))).toEqual([1 * GB, 10 * GB, 50 * GB, 200 * GB]);
    expect(diskQuotaBytes('saas', 99)).toBe(1 * GB);
    expect(diskQuotaBytes('self-hosted', 0)).toBeNull();
  });

  it('accepts names a folder can hold and refuses the rest', () => {
    for (const name of ['报告.pdf', 'a', '.env', 'x'.repeat(DISK_NAME_MAX), '周报 (1).docx']) {
      expect(isDiskName(name)).toBe(true);
    }
    for (const name of ['', '.', '..', 'a/b', 'a\\b', 'tab\there', ' lead', 'trail ', 'x'.repeat(DISK_NAME_MAX + 1)]) {
      expect(isDiskName(name)).toBe(false);
    }
  });

  it('numbers a name that is taken before its extension', () => {
    expect(freeDiskName('a.txt', new Set())).toBe('a.txt');
    expect(freeDiskName('a.txt', new Set(['a.txt', 'a (1).txt']))).toBe('a (2).txt');
    expect(freeDiskName('Makefile', new Set(['Makefile']))).toBe('Makefile (1)');
    expect(freeDiskName('.env', new Set(['.env']))).toBe('.env (1)');
  });

  it('reads the folders of a path inside an uploaded folder', () => {
    expect(diskFolderPath('')).toEqual([]);
    expect(diskFolderPath('a.png')).toEqual([]);
    expect(diskFolderPath('photos/2026/a.png')).toEqual(['photos', '2026']);
    expect(diskFolderPath('../a.png')).toBeUndefined();
    expect(diskFolderPath('a//b.png')).toBeUndefined();
    expect(diskFolderPath(`${'d/'.repeat(40)}a.png`)).toBeUndefined();
  });

  it('previews what a browser shows by itself', () => {
    expect(diskPreviewOf('image/png')).toBe('image');
    expect(diskPreviewOf('video/mp4')).toBe('video');
    expect(diskPreviewOf('audio/mpeg')).toBe('audio');
    expect(diskPreviewOf('application/pdf')).toBe('pdf');
    expect(diskPreviewOf('text/plain')).toBe('text');
    expect(diskPreviewOf('image/svg+xml')).toBeNull();
    expect(diskPreviewOf('text/html')).toBeNull();
    expect(diskPreviewOf('application/zip')).toBeNull();
  });
});
