import { CheckCircleFilled } from '@ant-design/icons';
import {
  DEFECT_CATEGORY_LABELS,
  type QuestionDetail,
  REFUSE_REASON_LABELS,
  TERMINAL_LABELS,
  type UserRef,
} from '@questline/contract';
import { Descriptions, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { formatInstant } from '../../../ui/format';
import { PlanDates, ProgressField } from './PlanFields';

interface DetailFieldsProps {
  projectId: number;
  detail: QuestionDetail;
  onChanged: () => void;
}

/** Handlers with, in multi-person mode, who has already completed their part. */
function Handlers({ detail }: { detail: QuestionDetail }) {
  const { t } = useTranslation('issue');
  if (detail.handlers.length === 0) return <>{t('detail.none')}</>;
  return (
    <Space size={[4, 4]} wrap>
      {detail.handlers.map((handler) => (
        <Tag
          key={handler.userId}
          icon={handler.completed ? <CheckCircleFilled aria-hidden /> : undefined}
          color={handler.completed ? 'success' : 'default'}
        >
          {handler.name}
          {handler.completed && ` · ${t('detail.completed')}`}
        </Tag>
      ))}
    </Space>
  );
}

const names = (users: UserRef[]) => users.map((user) => user.name).join(', ');

/** The fields; progress and plan dates are edited in place. */
export function DetailFields({ projectId, detail, onChanged }: DetailFieldsProps) {
  const { t } = useTranslation('issue');
  const locale = currentLocale();
  const none = t('detail.none');
  const fields: { key: string; label: string; value: ReactNode }[] = [
    { key: 'module', label: t('fields.module'), value: detail.moduleName ?? none },
    { key: 'version', label: t('fields.version'), value: detail.versionName ?? none },
    {
      key: 'handlingMode',
      label: t('fields.handlingMode'),
      value: detail.handlingMode === 'multi' ? t('form.modeMulti') : t('form.modeSingle'),
    },
    { key: 'handlers', label: t('fields.handlers'), value: <Handlers detail={detail} /> },
    { key: 'cc', label: t('fields.cc'), value: names(detail.ccUsers) || none },
    { key: 'creator', label: t('fields.creator'), value: detail.creator.name },
    ...(detail.reviewer ? [{ key: 'reviewer', label: t('fields.reviewer'), value: detail.reviewer.name }] : []),
    ...(detail.refuseReason
      ? [
          {
            key: 'refuseReason',
            label: t('fields.refuseReason'),
            value: REFUSE_REASON_LABELS[locale][detail.refuseReason],
          },
        ]
      : []),
    {
      key: 'terminal',
      label: t('fields.terminal'),
      value: detail.terminal === null ? none : TERMINAL_LABELS[locale][detail.terminal],
    },
    ...(detail.questionType === 1
      ? [
          {
            key: 'category',
            label: t('fields.category'),
            value: detail.defectCategory === null ? none : DEFECT_CATEGORY_LABELS[locale][detail.defectCategory],
          },
        ]
      : []),
    {
      key: 'estimate',
      label: t('fields.estimate'),
      value: detail.estimatedHours === null ? none : t('detail.hours', { count: detail.estimatedHours }),
    },
    { key: 'created', label: t('fields.created'), value: formatInstant(detail.createTime) },
    { key: 'updated', label: t('fields.updated'), value: formatInstant(detail.updateTime) },
    {
      key: 'plan',
      label: t('fields.plan'),
      value: <PlanDates projectId={projectId} detail={detail} onChanged={onChanged} />,
    },
    {
      key: 'progress',
      label: t('fields.progress'),
      value: <ProgressField projectId={projectId} detail={detail} onChanged={onChanged} />,
    },
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={fields.map((field) => ({ key: field.key, label: field.label, children: field.value }))}
    />
  );
}
