/** One line of a comparison: kept, or only in the old or the new text. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** A document's readable lines: one per paragraph, heading, list item or table cell. */
export function documentLines(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = doc.body.querySelectorAll('p, h1, h2, h3, h4, li, td, th, pre, blockquote');
  const lines: string[] = [];
  blocks.forEach((block) => {
    if (block.querySelector('p, li, pre')) return;
    const text = block.textContent.trim();
    if (text) lines.push(text);
  });
  return lines;
}

/** A line diff by longest common subsequence: old lines missing from the new are removed, new ones added. */
export function diffLines(before: string[], after: string[]): DiffLine[] {
  const rows = before.length + 1;
  const cols = after.length + 1;
  const common: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => common[i * cols + j] ?? 0;
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      common[i * cols + j] = before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      out.push({ kind: 'same', text: before[i] ?? '' });
      i += 1;
      j += 1;
    } else if (j < after.length && (i >= before.length || at(i, j + 1) >= at(i + 1, j))) {
      out.push({ kind: 'added', text: after[j] ?? '' });
      j += 1;
    } else {
      out.push({ kind: 'removed', text: before[i] ?? '' });
      i += 1;
    }
  }
  return out;
}
