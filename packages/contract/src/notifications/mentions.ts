/**
 * Issue 11 "@mentions" (ADR 0031): the markup the comment editor writes for a mention is TipTap's
 * Mention node, `<span data-type="mention" data-id="{userId}" data-label="{name}">@{name}</span>`.
 * The server keeps these attributes through sanitising and notifies the mentioned people who are
 * members of the project; any other id is ignored.
 */
export const MENTION_MAX = 20;

export function mentionMarkup(userId: number, name: string): string {
  const label = name.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<span data-type="mention" data-id="${userId}" data-label="${label}">@${label}</span>`;
}

/** The distinct user ids mentioned in a comment's HTML, first MENTION_MAX in order of appearance. */
export function mentionedUserIds(html: string): number[] {
  const ids: number[] = [];
  for (const tag of html.matchAll(/<span\b[^>]*>/gi)) {
    const attributes = tag[0];
    if (!/\bdata-type\s*=\s*"mention"/i.test(attributes)) continue;
    const id = /\bdata-id\s*=\s*"(\d{1,9})"/i.exec(attributes)?.[1];
    if (id === undefined) continue;
    const userId = Number(id);
    if (userId > 0 && !ids.includes(userId)) ids.push(userId);
    if (ids.length === MENTION_MAX) break;
  }
  return ids;
}
