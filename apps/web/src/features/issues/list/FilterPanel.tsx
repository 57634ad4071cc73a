import {
  DEFECT_CATEGORY_LABELS,
  type Locale,
  PRIORITY_LABELS,
  QUESTION_STATUS_LABELS,
  SEVERITY_LABELS,
  TERMINAL_LABELS,
  TERMINALS,
  type IterationRow,
  type QuestionFormInit,
} from '@questline/contract';
import { Button, Card, Col, DatePicker, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { useIterations } from '../../iterations';
import { useLinkablePlans } from '../../plans';
import { CODE_FILTERS, type CodeFilter, type DateFilter, ID_FILTERS, type IdFilter, type ListState } from './listState';
import { useFormInit, useTerminalPreference } from './useIssueQueries';
import { CALENDAR_DAY } from '../../../ui/format';

/** The panel's date ranges: each a label and the two ends of the filter it sets. */
const DATE_RANGES: readonly { key: 'created' | 'deadline'; from: DateFilter; to: DateFilter }[] = [
  { key: 'created', from: 'createFrom', to: 'createTo' },
  { key: 'deadline', from: 'deadlineFrom', to: 'deadlineTo' },
];

const CODE_LABELS: Record<CodeFilter, Record<Locale, Record<number, string>>> = {
  status: QUESTION_STATUS_LABELS,
  priority: PRIORITY_LABELS,
  severity: SEVERITY_LABELS,
  terminal: TERMINAL_LABELS,
  defectCategory: DEFECT_CATEGORY_LABELS,
};

/** The options that come from the project's iterations and plans rather than from the form's init. */
interface LinkedOptions {
  iterations: readonly IterationRow[];
  plans: { value: number; label: string }[];
}

function idOptions(init: QuestionFormInit | undefined, linked: LinkedOptions, key: IdFilter) {
  if (key === 'iterationIds')
    return linked.iterations.map((row) => ({ value: row.iterationId, label: row.iterationName }));
  if (key === 'planIds') return linked.plans;
  if (!init) return [];
  if (key === 'moduleIds') return init.modules.map((row) => ({ value: row.moduleId, label: row.moduleName }));
  if (key === 'versionIds') return init.versions.map((row) => ({ value: row.versionId, label: row.versionName }));
  return init.members.map((person) => ({ value: person.userId, label: person.name }));
}

/**
 * A labelled field of the panel; the visible label names the control for screen readers. The selects carry no
 * placeholder: antd greys it at 1.8:1 on white, below WCAG AA, and the label already says what to choose.
 */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Col xs={24} sm={12} lg={8} xl={6}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </label>
      {children(id)}
    </Col>
  );
}

/** Spec point 2 "problem": every filter of the list; each change applies at once and lands in the URL. */
export function FilterPanel({
  projectId,
  state,
  onChange,
}: {
  projectId: number;
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
}) {
  const { t } = useTranslation('issues');
  const locale = currentLocale();
  const init = useFormInit(projectId).data;
  const iterations = useIterations(projectId).data ?? [];
  const plans = useLinkablePlans(projectId);
  const linked = { iterations, plans };
  const mine = useTerminalPreference().data;
  // A person who has not chosen their terminals sees them all rather than an empty choice.
  const terminals = mine && mine.length > 0 ? mine : TERMINALS;

  const codeOptions = (key: CodeFilter) =>
    (key === 'terminal' ? terminals : CODE_FILTERS[key]).map((value) => ({
      value,
      label: CODE_LABELS[key][locale][value] ?? String(value),
    }));

  const range = (from: DateFilter, to: DateFilter): [Dayjs | null, Dayjs | null] => [
    state.dates[from] ? dayjs(state.dates[from]) : null,
    state.dates[to] ? dayjs(state.dates[to]) : null,
  ];
  const setRange = (from: DateFilter, to: DateFilter, value: [Dayjs | null, Dayjs | null] | null) =>
    onChange({
      dates: {
        ...state.dates,
        [from]: value?.[0]?.format(CALENDAR_DAY) ?? null,
        [to]: value?.[1]?.format(CALENDAR_DAY) ?? null,
      },
    });

  return (
    <Card size="small" data-testid="filter-panel">
      <Row gutter={[16, 12]}>
        {(Object.keys(CODE_FILTERS) as CodeFilter[]).map((key) => (
          <Field key={key} label={t(`filters.${key}`)}>
            {(id) => (
              <Select
                id={id}
                mode="multiple"
                allowClear
                style={{ width: '100%' }}
                value={state.codes[key]}
                options={codeOptions(key)}
                onChange={(values: number[]) => onChange({ codes: { ...state.codes, [key]: values } })}
              />
            )}
          </Field>
        ))}
        {ID_FILTERS.map((key) => (
          <Field key={key} label={t(`filters.${key}`)}>
            {(id) => (
              <Select
                id={id}
                mode="multiple"
                allowClear
                optionFilterProp="label"
                style={{ width: '100%' }}
                value={state.ids[key]}
                options={idOptions(init, linked, key)}
                onChange={(values: number[]) => onChange({ ids: { ...state.ids, [key]: values } })}
              />
            )}
          </Field>
        ))}
        {DATE_RANGES.map(({ key, from, to }) => (
          <Field key={key} label={t(`filters.${key}`)}>
            {(id) => (
              <DatePicker.RangePicker
                id={{ start: id, end: `${id}-end` }}
                style={{ width: '100%' }}
                placeholder={[t('filters.from'), t('filters.to')]}
                value={range(from, to)}
                onChange={(value) => setRange(from, to, value)}
              />
            )}
          </Field>
        ))}
        <Col xs={24} style={{ textAlign: 'right' }}>
          <Button
            onClick={() =>
              onChange({
                codes: { status: [], priority: [], severity: [], terminal: [], defectCategory: [] },
                ids: Object.fromEntries(ID_FILTERS.map((key) => [key, [] as number[]])) as Record<IdFilter, number[]>,
                dates: { createFrom: null, createTo: null, deadlineFrom: null, deadlineTo: null },
              })
            }
          >
            {t('filters.clear')}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}
