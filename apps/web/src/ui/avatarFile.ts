import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@questline/contract';

/**
 * Spec point 5 "Avatar": jpg or png, at most 10 MB (or `maxBytes`), checked before uploading (the server checks the
 * content too). Project and commodity pictures follow the same rule.
 */
export function avatarFileProblem(
  file: { name: string; type: string; size: number },
  maxBytes = AVATAR_MAX_BYTES,
): 'type' | 'size' | null {
  const byType = (AVATAR_TYPES as readonly string[]).includes(file.type);
  const byName = /\.(jpe?g|png)$/i.test(file.name);
  if (!byType && !(file.type === '' && byName)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
