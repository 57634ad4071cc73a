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
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatInstant } from '../share/format';
import { PRIORITY_COLOURS, SEVERITY_COLOURS, STATUS_COLOURS, TYPE_COLOURS } from '../tagColours';

/** A deadline before today on an issue someone still owes work on (spec point 2 "problem"). */
export function isOverdue(row: Pick<QuestionRow, 'deadline' | 'status'>, today = dayjs().format('YYYY-MM-DD')) {
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

/** A date and time on one line: a narrow table scrolls sideways rather than breaking it in two. */
function Instant({ value }: { value: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatInstant(value)}</span>;
}

const CELLS: Record<Exclude<QuestionColumn, 'questionName'>, Cell> = {
  number: (row) => `#${String(row.number)}`,
  status: (row, locale) => <Tag color={STATUS_COLOURS[row.status]}>{QUESTION_STATUS_LABELS[locale][row.status]}</Tag>,
  questionType: (row, locale) => (
    <Tag color={TYPE_COLOURS[row.questionType]}>{QUESTION_TYPE_LABELS[locale][row.questionType]}</Tag>
  ),
  priority: (row, locale) => <Tag color={PRIORITY_COLOURS[row.priority]}>{PRIORITY_LABELS[locale][row.priority]}</Tag>,
  severity: (row, locale) => <Tag color={SEVERITY_COLOURS[row.severity]}>{SEVERITY_LABELS[locale][row.severity]}</Tag>,
  // While in review the issue waits on its reviewer, not on the handlers who are done (issue 38 point 7).
  handlers: (row) => row.inReviewBy?.name ?? row.handlers.map((person) => person.name).join(', '),
  creator: (row) => row.creator.name,
  module: (row) => row.moduleName,
  version: (row) => row.versionName,
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
 * Wide enough that a short header ("优先级", "Severity") and its sort arrow stay on one line, and the title
 * keeps room to read at 1440 px; people columns keep a name on one line, and a wider choice scrolls sideways.
 */
const WIDTHS: Partial<Record<QuestionColumn, number>> = {
  number: 80,
  questionName: 260,
  status: 100,
  questionType: 90,
  handlers: 110,
  creator: 100,
  priority: 90,
  severity: 100,
  module: 110,
  version: 100,
  deadline: 130,
  startDate: 120,
  progress: 100,
  estimatedHours: 120,
  terminal: 130,
  defectCategory: 120,
  createTime: 170,
  updateTime: 170,
};

/** One column of an issue table, drawn by the list's own table or adapted to antd's by other lists. */
export interface IssueColumn<Row extends QuestionRow = QuestionRow> {
  key: string;
  title: string;
  width: number;
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
    width: WIDTHS[key] ?? DEFAULT_COLUMN_WIDTH,
    sortable: (QUESTION_SORT_COLUMNS as readonly string[]).includes(key),
    render: (row: QuestionRow) =>
      key === 'questionName' ? (
        <Button
          type="link"
          onClick={() => onOpen(row)}
          title={row.questionName}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        >
          {row.questionName}
        </Button>
      ) : (
        CELLS[key](row, locale, t)
      ),
  }));
}
