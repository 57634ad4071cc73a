/**
 * Issue 15 "Search": the highlighted snippet of a hit, the same on SQLite and PostgreSQL because it is cut
 * from the document's plain text here rather than by either database's own highlighter.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, code]) => [code, char]),
);

/** The text of highlighted HTML made here (marks dropped, escapes undone): a hit's title as words to read aloud. */
export function highlightedText(html: string): string {
  return html.replace(/<\/?mark>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (code) => UNESCAPES[code] ?? code);
}

/** The keyword's words: split on spaces, so "release 发布" finds either; at most five. */
export function searchTerms(keyword: string): string[] {
  const terms = keyword
    .trim()
    .split(/\s+/u)
    .filter((term) => term.length > 0);
  return [...new Set(terms)].slice(0, 5);
}

/** Every match of any term wrapped in <mark>, the rest escaped; matching ignores case. */
export function highlight(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const needles = terms.map((term) => term.toLowerCase()).filter((term) => term.length > 0);
  let html = '';
  let at = 0;
  while (at < text.length) {
    let next = -1;
    let length = 0;
    for (const needle of needles) {
      const found = lower.indexOf(needle, at);
      if (found !== -1 && (next === -1 || found < next || (found === next && needle.length > length))) {
        next = found;
        length = needle.length;
      }
    }
    if (next === -1) break;
    html += `${escapeHtml(text.slice(at, next))}<mark>${escapeHtml(text.slice(next, next + length))}</mark>`;
    at = next + length;
  }
  return html + escapeHtml(text.slice(at));
}

/** About `width` characters of the text around its first match, highlighted, with … where it was cut. */
export function snippet(text: string, terms: string[], width = 120): string {
  const lower = text.toLowerCase();
  const positions = terms.map((term) => lower.indexOf(term.toLowerCase())).filter((found) => found !== -1);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, first - Math.floor(width / 3));
  const end = Math.min(text.length, start + width);
  const body = highlight(text.slice(start, end), terms);
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
