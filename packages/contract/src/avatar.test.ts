import { describe, expect, it } from 'vitest';
import { avatarView, nameHue } from './avatar';

describe('avatar rule (spec point 3)', () => {
  it('builds a placeholder from the first character and a hue of the name', () => {
    expect(avatarView('', '张三')).toEqual({ kind: 'placeholder', letter: '张', hue: nameHue('张三') });
    expect(avatarView(null, 'alice').kind).toBe('placeholder');
    expect(avatarView('  ', 'bob')).toMatchObject({ letter: 'B' });
  });

  it('gives the same name the same hue and different names different hues', () => {
    expect(nameHue('张三')).toBe(nameHue('张三'));
    expect(nameHue('alice')).not.toBe(nameHue('bob'));
    expect(nameHue('x'.repeat(500))).toBeGreaterThanOrEqual(0);
    expect(nameHue('x'.repeat(500))).toBeLessThan(360);
  });

  it('uses an address containing http as is', () => {
    expect(avatarView('https://cdn.example.com/a.png', 'a')).toEqual({
      kind: 'image',
      src: 'https://cdn.example.com/a.png',
    });
  });

  it('prefixes the API base path otherwise', () => {
    expect(avatarView('/profile/avatar/ab.png', 'a')).toEqual({
      kind: 'image',
      src: '/prod-api/profile/avatar/ab.png',
    });
    expect(avatarView('profile/avatar/ab.png', 'a')).toEqual({ kind: 'image', src: '/prod-api/profile/avatar/ab.png' });
  });

  it('shows a question mark for a user without a name', () => {
    expect(avatarView('', '')).toMatchObject({ letter: '?' });
  });
});
