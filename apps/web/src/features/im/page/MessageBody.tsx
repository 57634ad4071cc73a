import { type ImIssueChip, type ImIssueRef, QUESTION_STATUS_LABELS, issueNumberSpans } from '@questline/contract';
import { useEffect, useRef } from 'react';
import { currentLocale } from '../../../i18n';
import { STATUS_COLOURS } from '../../issues';

/** The issue page of a chip, opened beside the chat. */
const issuePath = (chip: ImIssueChip) =>
  `/problem?projectId=${String(chip.projectId)}&questionId=${String(chip.questionId)}`;

function chipElement(doc: Document, chip: ImIssueChip): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.href = issuePath(chip);
  link.target = '_blank';
  link.rel = 'noopener';
  link.className = 'issue-chip';
  link.dataset.testid = 'im-issue-chip';
  const number = doc.createElement('span');
  number.className = 'issue-chip-number';
  number.textContent = `#${String(chip.number)}`;
  const status = doc.createElement('span');
  status.className = 'issue-chip-status';
  status.dataset.colour = STATUS_COLOURS[chip.status];
  status.textContent = QUESTION_STATUS_LABELS[currentLocale()][chip.status];
  link.append(number, doc.createTextNode(` ${chip.title} `), status);
  return link;
}

/** Turns each `#n` of the container's text (outside links) that names a chip into that chip. */
function showChips(container: HTMLElement, chips: readonly ImIssueChip[]): void {
  const byNumber = new Map(chips.map((chip) => [chip.number, chip]));
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.parentElement?.closest('a') ?? null)) texts.push(node as Text);
  }
  for (const text of texts) {
    const value = text.data;
    const spans = issueNumberSpans(value).filter((span) => byNumber.has(span.number));
    if (spans.length === 0) continue;
    const parts: Node[] = [];
    let at = 0;
    for (const span of spans) {
      const chip = byNumber.get(span.number);
      if (!chip) continue;
      parts.push(text.ownerDocument.createTextNode(value.slice(at, span.start)), chipElement(text.ownerDocument, chip));
      at = span.end;
    }
    parts.push(text.ownerDocument.createTextNode(value.slice(at)));
    text.replaceWith(...parts);
  }
}

/**
 * A message's sanitised markup (the server's, like a comment's). Its `#n` references become live chips with the
 * issue's current status (the knowledge base's issue-chip call), and only for issues this reader may see: any other
 * `#n` stays text. Links open beside the chat.
 */
export function MessageBody({
  html,
  refs,
  chips,
}: {
  html: string;
  refs: readonly ImIssueRef[];
  chips: (refs: readonly ImIssueRef[]) => Promise<ImIssueChip[]>;
}) {
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = body.current;
    if (!container || refs.length === 0) return;
    let current = true;
    void chips(refs).then((found) => {
      if (current && found.length > 0) showChips(container, found);
    });
    return () => {
      current = false;
    };
  }, [html, refs, chips]);

  return <div ref={body} className="rich-text im-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
