import type { QuestionColumn, QuestionRow } from '@questline/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { ListSkeleton } from '../../../ui/queryStatus';
import { issueColumns } from './issueColumns';
import './issueCards.css';

/** What a card shows of an issue (issue 38, point 3), drawn by the table's own cells. */
const CARD_FIELDS = ['number', 'status', 'questionName', 'handlers', 'priority'] as const satisfies QuestionColumn[];

/**
 * The issues in view on a phone (issue 38, point 3; ADR 0109): one card a row with its number, status, title,
 * handler and priority, the whole card a button that opens the issue. The table's cells draw the fields, so a
 * status or a handler reads the same in both. No selection: batch actions stay on the wider screen.
 */
export function IssueCards<Row extends QuestionRow>({
  rows,
  loading,
  answered,
  empty,
  onOpen,
  extra,
}: {
  rows: readonly Row[];
  loading: boolean;
  /** Whether the rows are the server's answer to the list in view (ui/queryStatus hasAnswer). */
  answered: boolean;
  empty: ReactNode;
  onOpen: (row: Row) => void;
  /** More of a row in its last line, e.g. a to-do's project. */
  extra?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('issues');
  const cells = Object.fromEntries(
    issueColumns({ columns: CARD_FIELDS, locale: currentLocale(), t, onOpen: () => undefined }).map((column) => [
      column.key,
      column.render,
    ]),
  ) as Record<(typeof CARD_FIELDS)[number], (row: QuestionRow) => ReactNode>;

  if (rows.length === 0) {
    return <div className="issue-cards-empty">{answered ? empty : <ListSkeleton />}</div>;
  }
  return (
    <ul className={loading ? 'issue-cards issue-cards-busy' : 'issue-cards'} aria-busy={loading}>
      {rows.map((row) => (
        <li key={row.questionId}>
          <button type="button" className="issue-card" onClick={() => onOpen(row)}>
            <span className="issue-card-top">
              <span className="issue-card-number">{cells.number(row)}</span>
              {cells.status(row)}
            </span>
            <span className="issue-card-title">{row.questionName}</span>
            <span className="issue-card-meta">
              <span className="issue-card-handler">
                <span className="issue-card-label">{t('cards.handlers')}</span> {cells.handlers(row) || '-'}
              </span>
              {cells.priority(row)}
              {extra?.(row)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
