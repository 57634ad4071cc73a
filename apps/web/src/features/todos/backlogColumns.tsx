import type { BacklogColumn, BacklogQuestionRow, BacklogRole, Locale, QuestionSortColumn } from '@questline/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { issueColumns } from '../issues/parts.public';

/** The colour of each part a to-do waits on the person for, in the table and on a phone's cards. */
export const ROLE_COLOURS: Record<BacklogRole, string> = { handler: 'blue', verifier: 'purple', reviewer: 'magenta' };

/**
 * Room a column needs in the to-do lists' fixed table beyond the issue list's least width: antd's sorter beside
 * "Priority", an "Optimisation" tag, an overdue date with its mark.
 */
const FIXED_LAYOUT_EXTRA: Partial<Record<string, number>> = { priority: 12, questionType: 28, deadline: 16 };

export interface BacklogColumnOptions {
  columns: readonly BacklogColumn[];
  orderBy: QuestionSortColumn;
  order: 'asc' | 'desc';
  locale: Locale;
  /** The issues namespace (column titles and cells) and the todos one (project, waiting as). */
  tIssues: TFunction;
  t: TFunction;
  onOpen: (row: BacklogQuestionRow) => void;
}

/**
 * The issue list's columns in the person's order with the project among them, since the list spans
 * projects; "your part" closes every row, as it says why the issue is in the list at all.
 */
export function backlogColumns(options: BacklogColumnOptions): ColumnsType<BacklogQuestionRow> {
  const { columns, t } = options;
  const issueOnes: ColumnsType<BacklogQuestionRow> = issueColumns({
    columns: columns.filter((key) => key !== 'projectName'),
    locale: options.locale,
    t: options.tIssues,
    onOpen: (row) => options.onOpen(row as BacklogQuestionRow),
  }).map(({ key, title, width, fill, sortable, render }) => ({
    key,
    title,
    // The title has no width: in the fixed layout it takes what the others leave, cut to one line (issue 38,
    // point 4). The issue list's grid gives a column more than its least width when there is room; this fixed
    // layout gives exactly the width, so the columns whose cells fill theirs get what they need here.
    width: fill ? undefined : width + (FIXED_LAYOUT_EXTRA[key] ?? 0),
    minWidth: width,
    ellipsis: fill,
    sorter: sortable,
    sortOrder: sortable && options.orderBy === key ? (options.order === 'asc' ? 'ascend' : 'descend') : null,
    sortDirections: ['ascend', 'descend'],
    render: (_value: unknown, row: BacklogQuestionRow) => render(row),
  }));
  const byKey = new Map(issueOnes.map((column) => [column.key, column]));
  const shown: ColumnsType<BacklogQuestionRow> = columns.flatMap((key) => {
    if (key === 'projectName') {
      return [
        {
          key,
          title: t('columns.projectName'),
          width: 120,
          ellipsis: true,
          render: (_v: unknown, row) => row.projectName,
        },
      ];
    }
    const column = byKey.get(key);
    return column ? [column] : [];
  });
  return [
    ...shown,
    {
      key: 'waitingAs',
      title: t('columns.waitingAs'),
      width: 96,
      render: (_v: unknown, row) => <Tag color={ROLE_COLOURS[row.waitingAs]}>{t(`waitingAs.${row.waitingAs}`)}</Tag>,
    },
  ];
}

/** The widths the columns need at least, the title's least width included: below it the table scrolls sideways. */
export function leastTableWidth(columns: ColumnsType<BacklogQuestionRow>): number {
  return columns.reduce((sum, column) => sum + Number(column.minWidth ?? column.width ?? 0), 0);
}
