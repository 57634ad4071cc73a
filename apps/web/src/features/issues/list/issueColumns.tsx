import { ExclamationCircleOutlined } from '@ant-design/icons';
import {
  DEFECT_CATEGORY_LABELS,
  FINISHED_STATUSES,
  type Locale,
  PRIORITY_LABELS,
  QUESTION_SORT_COLUMNS,
  QUESTION_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
  type QuestionColumn,
  type QuestionRow,
  SEVERITY_LABELS,
  TERMINAL_LABELS,
} from '@questline/contract';
import { Button, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { calendarDay, formatInstant } from '../../../ui/format';
import { PRIORITY_COLOURS, SEVERITY_COLOURS, STATUS_COLOURS, TYPE_COLOURS } from '../tagColours';
import './issueNames.css';
import './issueTitleLink.css';

/** A deadline before today on an issue someone still owes work on (spec point 2 "problem"). */
export function isOverdue(row: Pick<QuestionRow, 'deadline' | 'status'>, today = calendarDay()) {
  return row.deadline !== null && row.deadline < today && !FINISHED_STATUSES.includes(row.status);
}

function Deadline({ row, t }: { row: QuestionRow; t: TFunction }) {
  if (!row.deadline) return null;
  if (!isOverdue(row)) return <>{row.deadline}</>;
  // Red alone would not tell everyone (WCAG 1.4.1): the icon says "overdue" too.
  return (
    <Typography.Text type="danger" data-testid="overdue" style={{ whiteSpace: 'nowrap' }}>
      <ExclamationCircleOutlined aria-label={t('columns.overdue')} /> {row.deadline}
    </Typography.Text>
  );
}

type Cell = (row: QuestionRow, locale: Locale, t: TFunction) => ReactNode;

/** A date and time on one line. */
function Instant({ value }: { value: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatInstant(value)}</span>;
}

/** A name cell's widest text: two Latin names or three Chinese ones, before the ellipsis. */
const NAMES_MAX_WIDTH = 160;

/**
 * A name or list of names cut with an ellipsis, the whole text in its tooltip: one issue with five handlers or a long
 * module name would otherwise widen its column for every row and squeeze the title (issue 37).
 */
function names(text: string | null): ReactNode {
  if (!text) return null;
  return (
    <span className="issue-names" title={text} style={{ maxWidth: NAMES_MAX_WIDTH }}>
      {text}
    </span>
  );
}

const CELLS: Record<Exclude<QuestionColumn, 'questionName'>, Cell> = {
  // Unbroken in antd's tables too (the to-dos), where a five-digit number broke over two lines.
  number: (row) => <span style={{ whiteSpace: 'nowrap' }}>#{row.number}</span>,
  status: (row, locale) => <Tag color={STATUS_COLOURS[row.status]}>{QUESTION_STATUS_LABELS[locale][row.status]}</Tag>,
  questionType: (row, locale) => (
    <Tag color={TYPE_COLOURS[row.questionType]}>{QUESTION_TYPE_LABELS[locale][row.questionType]}</Tag>
  ),
  priority: (row, locale) => <Tag color={PRIORITY_COLOURS[row.priority]}>{PRIORITY_LABELS[locale][row.priority]}</Tag>,
  severity: (row, locale) => <Tag color={SEVERITY_COLOURS[row.severity]}>{SEVERITY_LABELS[locale][row.severity]}</Tag>,
  // While in review the issue waits on its reviewer, not on the handlers who are done (issue 38 point 7).
  handlers: (row) => names(row.inReviewBy?.name ?? row.handlers.map((person) => person.name).join(', ')),
  creator: (row) => names(row.creator.name),
  module: (row) => names(row.moduleName),
  version: (row) => names(row.versionName),
  deadline: (row, _locale, t) => <Deadline row={row} t={t} />,
  startDate: (row) => row.startDate,
  progress: (row) => `${String(row.progress)}%`,
  estimatedHours: (row) => row.estimatedHours,
  terminal: (row, locale) => (row.terminal === null ? null : TERMINAL_LABELS[locale][row.terminal]),
  defectCategory: (row, locale) =>
    row.defectCategory === null ? null : DEFECT_CATEGORY_LABELS[locale][row.defectCategory],
  createTime: (row) => <Instant value={row.createTime} />,
  updateTime: (row) => <Instant value={row.updateTime} />,
};

/**
 * The least width of each column: a short header ("优先级", "Severity") and its sort arrow on one line, a name or a
 * date and time unbroken. The title has no width of its own: it takes what the others leave (issue 38, point 4),
 * at least TITLE_MIN_WIDTH; a wider choice of columns scrolls sideways.
 */
const WIDTHS: Partial<Record<QuestionColumn, number>> = {
  number: 64,
  status: 92,
  questionType: 76,
  handlers: 100,
  creator: 88,
  priority: 84,
  severity: 92,
  module: 110,
  version: 100,
  deadline: 104,
  startDate: 104,
  progress: 96,
  estimatedHours: 120,
  terminal: 110,
  defectCategory: 120,
  createTime: 138,
  updateTime: 138,
};

/** The title's least width: about 22 Latin or 12 Chinese characters. */
export const TITLE_MIN_WIDTH = 180;

/** One column of an issue table, drawn by the list's own table or adapted to antd's by other lists. */
export interface IssueColumn<Row extends QuestionRow = QuestionRow> {
  key: string;
  title: string;
  /** The least width; for the filling column (the title) the least it may shrink to. */
  width: number;
  /** Takes the width the other columns leave, on one line cut with an ellipsis. */
  fill: boolean;
  /** The server sorts by it (spec point 2: sortable columns sort the whole list, not the page). */
  sortable: boolean;
  render: (row: Row) => ReactNode;
}

/** Width of a column the table has no figure for. */
export const DEFAULT_COLUMN_WIDTH = 120;

export interface ColumnOptions {
  columns: readonly QuestionColumn[];
  locale: Locale;
  t: TFunction;
  onOpen: (row: QuestionRow) => void;
}

/** The table's columns in the person's order; sortable ones sort on the server. */
export function issueColumns({ columns, locale, t, onOpen }: ColumnOptions): IssueColumn[] {
  return columns.map((key) => ({
    key,
    title: t(`columns.${key}`),
    width: key === 'questionName' ? TITLE_MIN_WIDTH : (WIDTHS[key] ?? DEFAULT_COLUMN_WIDTH),
    fill: key === 'questionName',
    sortable: (QUESTION_SORT_COLUMNS as readonly string[]).includes(key),
    render: (row: QuestionRow) =>
      key === 'questionName' ? (
        <Button
          type="link"
          onClick={() => onOpen(row)}
          title={row.questionName}
          className="issue-title-link"
          style={{ padding: 0, height: 'auto', textAlign: 'start' }}
        >
          {row.questionName}
        </Button>
      ) : (
        CELLS[key](row, locale, t)
      ),
  }));
}
