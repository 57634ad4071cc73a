import { API_BASE } from './transport';

/** What to draw for a user's avatar (spec point 3 "Avatar rule"). */
export type AvatarView = { kind: 'image'; src: string } | { kind: 'placeholder'; letter: string; hue: number };

/** A stable hue from the name, so the same person always gets the same colour. */
export function nameHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360_000;
  return hash % 360;
}

/**
 * Empty avatar: the nickname's first character on a hue derived from the name.
 * An avatar containing http is used as is; anything else is a path under the API base.
 */
export function avatarView(avatar: string | null | undefined, nickName: string): AvatarView {
  const value = avatar?.trim() ?? '';
  if (value === '') {
    const letter = Array.from(nickName.trim())[0] ?? '?';
    return { kind: 'placeholder', letter: letter.toUpperCase(), hue: nameHue(nickName) };
  }
  if (value.includes('http')) return { kind: 'image', src: value };
  return { kind: 'image', src: `${API_BASE}${value.startsWith('/') ? '' : '/'}${value}` };
}
