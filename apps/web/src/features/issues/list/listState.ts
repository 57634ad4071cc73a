import {
  DEFECT_CATEGORIES,
  PAGE_SIZES,
  PRIORITIES,
  QUESTION_SCOPES,
  QUESTION_SORT_COLUMNS,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  type QuestionListFilter,
  type QuestionScope,
  type QuestionSortColumn,
  type QuestionType,
  SEVERITIES,
  TERMINALS,
} from '@questline/contract';

/**
 * The list's filter, sort and page as URL search params, so a filtered list is a link that survives a
 * reload (spec point 2 "problem"). Values the URL cannot mean (a hand-edited link) are dropped, never sent.
 */

/** Spec point 9 names the sizes; the issue list opens at 20 rows. */
export const ISSUE_PAGE_SIZES = PAGE_SIZES;
export const ISSUE_DEFAULT_PAGE_SIZE = 20;

/** Issue 17: `pageSize=all` shows the whole list (at most ALL_QUESTIONS_LIMIT rows) in one windowed table. */
export const ALL_ROWS = 'all';
export type IssuePageSize = number | typeof ALL_ROWS;

/** Filters chosen from fixed code lists. */
export const CODE_FILTERS = {
  status: QUESTION_STATUSES,
  priority: PRIORITIES,
  severity: SEVERITIES,
  terminal: TERMINALS,
  defectCategory: DEFECT_CATEGORIES,
} as const;
export type CodeFilter = keyof typeof CODE_FILTERS;

/** Filters chosen from the project's people, modules, versions, iterations and plans. */
export const ID_FILTERS = [
  'handlerUserIds',
  'creatorUserIds',
  'ccUserIds',
  'moduleIds',
  'versionIds',
  'iterationIds',
  'planIds',
] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

export const DATE_FILTERS = ['createFrom', 'createTo', 'deadlineFrom', 'deadlineTo'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export interface ListState {
  questionType: QuestionType | null;
  scope: QuestionScope;
  keyword: string;
  codes: Record<CodeFilter, number[]>;
  ids: Record<IdFilter, number[]>;
  dates: Record<DateFilter, string | null>;
  orderBy: QuestionSortColumn;
  order: 'asc' | 'desc';
  pageNum: number;
  pageSize: IssuePageSize;
}

export const DEFAULT_ORDER_BY: QuestionSortColumn = 'number';
export const DEFAULT_ORDER = 'desc';

function numbers(params: URLSearchParams, key: string): number[] {
  const raw = params.get(key);
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map(Number)
        .filter((value) => Number.isInteger(value)),
    ),
  ];
}

function oneOf<T extends string | number>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function date(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

export function readListState(params: URLSearchParams): ListState {
  const type = Number(params.get('type'));
  const page = Number(params.get('page'));
  const codes = Object.fromEntries(
    (Object.keys(CODE_FILTERS) as CodeFilter[]).map((key) => [
      key,
      numbers(params, key).filter((value) => (CODE_FILTERS[key] as readonly number[]).includes(value)),
    ]),
  ) as Record<CodeFilter, number[]>;
  const ids = Object.fromEntries(
    ID_FILTERS.map((key) => [key, numbers(params, key).filter((value) => value > 0)]),
  ) as Record<IdFilter, number[]>;
  const dates = Object.fromEntries(DATE_FILTERS.map((key) => [key, date(params, key)])) as Record<
    DateFilter,
    string | null
  >;
  return {
    questionType: (QUESTION_TYPES as readonly number[]).includes(type) ? (type as QuestionType) : null,
    scope: oneOf(QUESTION_SCOPES, params.get('scope'), 'all'),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    codes,
    ids,
    dates,
    orderBy: oneOf(QUESTION_SORT_COLUMNS, params.get('orderBy'), DEFAULT_ORDER_BY),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), DEFAULT_ORDER),
    pageNum: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize:
      params.get('pageSize') === ALL_ROWS
        ? ALL_ROWS
        : oneOf(ISSUE_PAGE_SIZES, Number(params.get('pageSize')), ISSUE_DEFAULT_PAGE_SIZE),
  };
}

/** Only what differs from the defaults goes into the URL, so the plain list stays `/problem`. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.questionType !== null) params.set('type', String(state.questionType));
  if (state.scope !== 'all') params.set('scope', state.scope);
  if (state.keyword) params.set('keyword', state.keyword);
  for (const [key, values] of Object.entries({ ...state.codes, ...state.ids })) {
    if (values.length > 0) params.set(key, values.join(','));
  }
  for (const [key, value] of Object.entries(state.dates)) if (value) params.set(key, value);
  if (state.orderBy !== DEFAULT_ORDER_BY || state.order !== DEFAULT_ORDER) {
    params.set('orderBy', state.orderBy);
    params.set('order', state.order);
  }
  if (state.pageNum > 1) params.set('page', String(state.pageNum));
  if (state.pageSize !== ISSUE_DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The body of getProjectProblemList and exportQuestion: empty filters are left out. */
export function toRequestFilter(projectId: number, state: ListState): QuestionListFilter {
  const filter: QuestionListFilter = { projectId, scope: state.scope, orderBy: state.orderBy, order: state.order };
  if (state.questionType !== null) filter.questionType = state.questionType;
  if (state.keyword) filter.keyword = state.keyword;
  for (const [key, values] of Object.entries({ ...state.codes, ...state.ids })) {
    if (values.length > 0) filter[key as CodeFilter | IdFilter] = values;
  }
  for (const [key, value] of Object.entries(state.dates)) if (value) filter[key as DateFilter] = value;
  return filter;
}

/** How many panel filters are set, for the filter button's badge. */
export function panelFilterCount(state: ListState): number {
  const lists = [...Object.values(state.codes), ...Object.values(state.ids)].filter((values) => values.length > 0);
  return lists.length + Object.values(state.dates).filter(Boolean).length;
}

/**
 * Nothing narrows the list: every type, every scope, no keyword, no panel filter. An empty answer then means
 * the project has no issue yet, which invites to create the first one rather than saying none matches.
 */
export function isUnfiltered(state: ListState): boolean {
  return state.questionType === null && state.scope === 'all' && state.keyword === '' && panelFilterCount(state) === 0;
}
