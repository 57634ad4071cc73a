import { escapeHtml } from '../knowledge/snippet';
import { mentionMarkup } from '../notifications/mentions';

/**
 * Issue 33 "Instant messaging" (docs/DOMAIN.md "Messaging", ADRs 0131-0132): the rules both sides keep. Pure values
 * and functions, no zod: the workspace's bubble reads some of them on its first load.
 */

export const IM_CONVERSATION_KINDS = ['direct', 'group', 'project'] as const;
export type ImConversationKind = (typeof IM_CONVERSATION_KINDS)[number];

/** A group conversation holds at most this many people, its owner included. */
export const IM_GROUP_MEMBERS_MAX = 200;
/** Characters of a group's name. */
export const IM_GROUP_NAME_MAX = 40;
/** Characters a message's text may hold once its markup is gone, and bytes of the markup the client sends. */
export const IM_MESSAGE_TEXT_MAX = 5000;
export const IM_MESSAGE_HTML_MAX = 40_000;
/** Files one message carries. */
export const IM_MESSAGE_FILES_MAX = 9;
/** The author edits or deletes a message within this long of sending it. */
export const IM_EDIT_WINDOW_MS = 24 * 3_600_000;
/** Each person sends at most IM_RATE_MESSAGES messages in any IM_RATE_WINDOW_MS (counted across instances). */
export const IM_RATE_MESSAGES = 20;
export const IM_RATE_WINDOW_MS = 10_000;
/** Connected but without input this long: shown as away. */
export const IM_AWAY_AFTER_MS = 5 * 60_000;
/** A client reports activity at most this often; only a return from away is told to others. */
export const IM_ACTIVE_REPORT_MS = 60_000;
/** A typing person's client says so at most this often; others show it this long after the last word. */
export const IM_TYPING_EVERY_MS = 3000;
export const IM_TYPING_SHOWN_MS = 6000;
/** Messages of one page of history, the default and the most. */
export const IM_PAGE_SIZE = 40;
export const IM_PAGE_MAX = 100;
/** Messages one catch-up call answers; a client asks again while `more` says so. */
export const IM_SINCE_MAX = 500;
/** Issues one message may name (`#123`), and people whose presence one socket may watch. */
export const IM_ISSUE_REFS_MAX = 20;
export const IM_WATCH_MAX = 200;
/** People the contact picker answers for one query. */
export const IM_CONTACTS_MAX = 50;
/** Seconds an access token works; its refresh token works as long as the session it came from. */
export const IM_ACCESS_TOKEN_SECONDS = 3600;
/** The client refreshes this long before its access token's end. */
export const IM_REFRESH_AHEAD_MS = 60_000;

/** The reactions offered: a short fixed set, so every client draws the same ones. */
export const IM_REACTIONS = ['👍', '❤️', '😄', '🎉', '👀', '🙏'] as const;
export type ImReactionEmoji = (typeof IM_REACTIONS)[number];

export function isImReaction(value: unknown): value is ImReactionEmoji {
  return typeof value === 'string' && (IM_REACTIONS as readonly string[]).includes(value);
}

export type ImPresenceState = 'online' | 'away' | 'offline';

/** What a person's last activity (null: no messaging connection) says about them at `now`. */
export function imPresenceState(lastActiveAt: number | null, now: number): ImPresenceState {
  if (lastActiveAt === null) return 'offline';
  return now - lastActiveAt >= IM_AWAY_AFTER_MS ? 'away' : 'online';
}

/** Whether the author may still edit or delete a message sent at `createTime`. */
export function withinEditWindow(createTime: string, now: Date): boolean {
  return now.getTime() - Date.parse(createTime) < IM_EDIT_WINDOW_MS;
}

/** Where an `#n` reference sits in a piece of text, for the reader's chips. */
export interface IssueNumberSpan {
  start: number;
  end: number;
  number: number;
}

/**
 * `#123` names issue 123: after the start, a space or punctuation (so `a#1` and the `#1` of an address are not
 * references), and not followed by a letter or digit (Chinese may follow). Answers each reference with its position.
 */
export function issueNumberSpans(text: string): IssueNumberSpan[] {
  const spans: IssueNumberSpan[] = [];
  // The full-width marks of Chinese text count as punctuation too; written as escapes, as the server's bundle is ASCII.
  for (const match of text.matchAll(
    /(^|[\s(\uFF08[\u3010,\uFF0C.\u3002;\uFF1B:\uFF1A!\uFF01?\uFF1F"'\u201C\u2018])#(\d{1,9})(?![\dA-Za-z_])/gu,
  )) {
    const start = match.index + (match[1]?.length ?? 0);
    const digits = match[2] ?? '';
    spans.push({ start, end: start + 1 + digits.length, number: Number(digits) });
  }
  return spans;
}

/** The distinct issue numbers a text names, in order, at most IM_ISSUE_REFS_MAX. */
export function issueNumbersIn(text: string): number[] {
  const numbers = [...new Set(issueNumberSpans(text).map((span) => span.number))].filter((number) => number > 0);
  return numbers.slice(0, IM_ISSUE_REFS_MAX);
}

/** A person the composer mentioned by picking them: `@{name}` in the text becomes their mention. */
export interface ImMentionPick {
  userId: number;
  name: string;
}

const LINK = /\bhttps?:\/\/[^\s<>"'\uFF09]+/giu;

/** Escapes the text and makes its http(s) addresses links; a trailing full stop or comma stays text. */
function linkedText(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    let url = match[0];
    const trailing = /[.,;:!?\u3002\uFF0C\uFF1B\uFF1A\uFF01\uFF1F)]+$/u.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const start = match.index;
    html += escapeHtml(text.slice(at, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    at = start + url.length;
  }
  return html + escapeHtml(text.slice(at));
}

/** One line: the picked people's `@name` as mentions (longest names first), the rest linked text. */
function lineHtml(line: string, picks: readonly ImMentionPick[]): string {
  const names = [...picks].sort((a, b) => b.name.length - a.name.length);
  let html = '';
  let rest = line;
  for (;;) {
    let found: { at: number; pick: ImMentionPick } | undefined;
    for (const pick of names) {
      const at = rest.indexOf(`@${pick.name}`);
      if (at !== -1 && (found === undefined || at < found.at)) found = { at, pick };
    }
    if (!found) return html + linkedText(rest);
    html += linkedText(rest.slice(0, found.at)) + mentionMarkup(found.pick.userId, found.pick.name);
    rest = rest.slice(found.at + found.pick.name.length + 1);
  }
}

/**
 * The markup of a message typed as plain text: paragraphs at blank lines, line breaks within them, links for
 * addresses and the mention markup of comments (ADR 0031) for the people picked while typing. The server
 * sanitises what arrives as it does comments, so this is the client's convenience, not a guarantee.
 */
export function chatHtml(text: string, picks: readonly ImMentionPick[] = []): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => lineHtml(line, picks))
          .join('<br>')}</p>`,
    )
    .join('');
}

/** The first characters of a message's text, for the conversation list and a reply's quote. */
export function imPreview(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return [...flat].length > max ? `${[...flat].slice(0, max).join('')}…` : flat;
}

/** `a:b` with the smaller id first: the one direct conversation two people share. */
export function directKey(first: number, second: number): string {
  return first < second ? `${String(first)}:${String(second)}` : `${String(second)}:${String(first)}`;
}
