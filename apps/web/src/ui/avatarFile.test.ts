import { AVATAR_MAX_BYTES } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatarFile';

describe('avatar file check (spec point 5 "Avatar and mobile upload")', () => {
  it('accepts jpg and png up to 10 MB', () => {
    expect(avatarFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ name: 'a.PNG', type: 'image/png', size: 1 })).toBeNull();
    expect(avatarFileProblem({ name: 'a.jpeg', type: '', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(avatarFileProblem({ name: 'a.gif', type: 'image/gif', size: 1 })).toBe('type');
    expect(avatarFileProblem({ name: 'a.png', type: 'text/html', size: 1 })).toBe('type');
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});
