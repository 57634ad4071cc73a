import { describe, expect, it } from 'vitest';
import { firstStop } from './guardLoader';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('first stop before the router starts (issue 17)', () => {
  it('sends an anonymous visit to a workspace route to /login with the full path', () => {
    expect(firstStop(at('/problem', '?type=1', '#top'), undefined)).toBe('/login?redirect=%2Fproblem%3Ftype%3D1%23top');
  });

  it('leaves public pages, token holders and unknown paths to the router', () => {
    expect(firstStop(at('/price'), undefined)).toBeNull();
    expect(firstStop(at('/login'), undefined)).toBeNull();
    expect(firstStop(at('/problem'), 'token')).toBeNull();
    expect(firstStop(at('/no-such-page'), undefined)).toBeNull();
  });

  it('sends a token holder away from /login as the guard does', () => {
    expect(firstStop(at('/login'), 'token')).toBe('/');
  });
});
