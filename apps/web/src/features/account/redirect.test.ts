import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('redirect after sign-in (spec point 2 "Route guard")', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirect('/problem?projectId=1#c2')).toBe('/problem?projectId=1#c2');
  });

  it('falls back to the issue list for a missing, relative or foreign target (issue 38, point 4)', () => {
    for (const value of [null, '', 'problem', 'https://evil.example', '//evil.example', '/\\evil.example']) {
      expect(safeRedirect(value), String(value)).toBe('/problem');
    }
  });
});
