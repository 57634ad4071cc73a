import { describe, expect, it } from 'vitest';
import { diffLines, documentLines } from './diff';

describe('version diff', () => {
  it('reads one line per block of the document', () => {
    expect(documentLines('<h2>Goal</h2><ul><li><p>fast</p></li></ul><p>done</p><p></p>')).toEqual([
      'Goal',
      'fast',
      'done',
    ]);
  });

  it('marks removed and added lines around what stayed', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'x', 'c'])).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'added', text: 'x' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
    ]);
  });
});
