import { type KnowledgeIssueChip, QUESTION_STATUS_LABELS } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { getIssueChips } from '../../api/knowledge';
import { currentLocale } from '../../i18n';
import { STATUS_COLOURS } from '../issues';
import { issueKey, issueRefOf, issueRefsIn } from './issueLinks';
import { knowledgeKeys } from './queries';

const HAS_LANGUAGE = /<code class="language-/;

/** An issue link becomes "#n title [status]"; the link and its address stay, so it opens the issue. */
function showChip(link: HTMLAnchorElement, chip: KnowledgeIssueChip) {
  const doc = link.ownerDocument;
  const number = doc.createElement('span');
  number.className = 'issue-chip-number';
  number.textContent = `#${String(chip.number)}`;
  const status = doc.createElement('span');
  status.className = 'issue-chip-status';
  status.dataset.colour = STATUS_COLOURS[chip.status];
  status.textContent = QUESTION_STATUS_LABELS[currentLocale()][chip.status];
  link.replaceChildren(number, doc.createTextNode(` ${chip.title} `), status);
  link.classList.add('issue-chip');
}

/**
 * A document as read (sanitised by the server). Code blocks with a language are coloured after render by
 * a lazily loaded highlighter, so readers of documents without code never download it. With `liveIssues`,
 * links to issues the reader can see become chips with their current status (one call, ADR 0047); the
 * others stay plain links.
 */
export function DocumentBody({ html, testId, liveIssues }: { html: string; testId?: string; liveIssues?: boolean }) {
  const body = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => (liveIssues ? issueRefsIn(html, window.location.origin) : []), [html, liveIssues]);
  const chips = useQuery({
    queryKey: knowledgeKeys.issueChips(refs.map(issueKey).join(',')),
    queryFn: async () => (await getIssueChips(refs)).data,
    enabled: refs.length > 0,
  });

  useEffect(() => {
    const container = body.current;
    if (!container || !HAS_LANGUAGE.test(html)) return;
    let current = true;
    void import('./highlightCode').then(({ highlightCodeBlocks }) => {
      if (current) highlightCodeBlocks(container);
    });
    return () => {
      current = false;
    };
  }, [html]);

  useEffect(() => {
    const container = body.current;
    if (!container || !chips.data) return;
    const byKey = new Map(chips.data.map((chip) => [issueKey(chip), chip]));
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const ref = issueRefOf(link.getAttribute('href') ?? '', window.location.origin);
      const chip = ref && byKey.get(issueKey(ref));
      if (chip) showChip(link, chip);
    }
  }, [html, chips.data]);

  return <div ref={body} className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
