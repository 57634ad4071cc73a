import { SettingOutlined } from '@ant-design/icons';
import {
  type BacklogProject,
  CREATOR_PENDING_STATUSES,
  HANDLER_PENDING_STATUSES,
  PRIORITIES,
  PRIORITY_LABELS,
  QUESTION_STATUS_LABELS,
  QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  type QuestionType,
  REVIEWER_PENDING_STATUSES,
} from '@questline/contract';
import { Button, Flex, Input, Select, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import type { BacklogState } from './backlogState';

/** The statuses in which an issue waits on someone: the only ones worth filtering a to-do list by. */
const PENDING_STATUSES = [...HANDLER_PENDING_STATUSES, ...CREATOR_PENDING_STATUSES, ...REVIEWER_PENDING_STATUSES].sort(
  (a, b) => a - b,
);

/**
 * A select with its visible label before it; no placeholder, which antd greys at 1.8:1 on white (below
 * WCAG AA), as on the issue list's filter panel.
 */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Flex align="center" gap={6}>
      <label htmlFor={id}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </label>
      {children(id)}
    </Flex>
  );
}

/** Projects with pending work as chips to narrow by, then type, status, priority and a keyword. */
export function BacklogFilters({
  projects,
  state,
  onChange,
  onColumns,
}: {
  /** Undefined until answered: the chips wait as a skeleton rather than read "All projects (0)". */
  projects: readonly BacklogProject[] | undefined;
  state: BacklogState;
  onChange: (patch: Partial<BacklogState>) => void;
  onColumns?: () => void;
}) {
  const { t } = useTranslation('todos');
  const locale = currentLocale();
  const [keyword, setKeyword] = useState(state.keyword);
  const total = projects?.reduce((sum, project) => sum + project.count, 0) ?? 0;

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="center" role="group" aria-label={t('filters.projects')} data-testid="backlog-projects">
        {projects === undefined ? (
          <span aria-busy="true" data-testid="backlog-projects-pending">
            <Skeleton.Button active size="small" style={{ width: 240 }} />
          </span>
        ) : (
          <>
            <Tag.CheckableTag checked={state.projectId === null} onChange={() => onChange({ projectId: null })}>
              {t('filters.allProjects', { count: total })}
            </Tag.CheckableTag>
            {projects.map((project) => (
              <Tag.CheckableTag
                key={project.projectId}
                checked={state.projectId === project.projectId}
                onChange={() => onChange({ projectId: project.projectId })}
              >
                {t('filters.project', { name: project.projectName, count: project.count })}
              </Tag.CheckableTag>
            ))}
          </>
        )}
      </Flex>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Flex wrap gap={12} align="center">
          <Input.Search
            allowClear
            aria-label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={(value) => onChange({ keyword: value.trim() })}
            style={{ width: 240 }}
          />
          <Labelled label={t('filters.type')}>
            {(id) => (
              <Select
                id={id}
                allowClear
                value={state.questionType}
                onChange={(questionType: QuestionType | undefined) => onChange({ questionType: questionType ?? null })}
                options={QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABELS[locale][value] }))}
                style={{ width: 130 }}
              />
            )}
          </Labelled>
          <Labelled label={t('filters.status')}>
            {(id) => (
              <Select
                id={id}
                mode="multiple"
                allowClear
                value={state.status}
                onChange={(status) => onChange({ status })}
                options={PENDING_STATUSES.map((value) => ({ value, label: QUESTION_STATUS_LABELS[locale][value] }))}
                style={{ minWidth: 150 }}
              />
            )}
          </Labelled>
          <Labelled label={t('filters.priority')}>
            {(id) => (
              <Select
                id={id}
                mode="multiple"
                allowClear
                value={state.priority}
                onChange={(priority) => onChange({ priority })}
                options={PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[locale][value] }))}
                style={{ minWidth: 150 }}
              />
            )}
          </Labelled>
        </Flex>
        {onColumns && (
          <Button icon={<SettingOutlined />} onClick={onColumns}>
            {t('filters.columns')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
