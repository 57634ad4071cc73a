import type { QuestionDetail } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { DatePicker, Slider, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editPlanTime, editProgress } from '../../../api/issues';
import { showAtOnce } from './showAtOnce';
import { useIssueChange } from './useIssueChange';
import { CALENDAR_DAY } from '../../../ui/format';

interface PlanProps {
  projectId: number;
  detail: QuestionDetail;
  onChanged: () => void;
}

/** Progress as a slider; saved when let go (editQuestionProgress), so dragging sends one call, shown at once. */
export function ProgressField({ projectId, detail, onChanged }: PlanProps) {
  const { t } = useTranslation('issue');
  const client = useQueryClient();
  const { busy, change } = useIssueChange(projectId, onChanged);
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = dragged ?? detail.progress;

  async function save(progress: number) {
    if (progress !== detail.progress) {
      await change(
        () => editProgress({ projectId, questionId: detail.questionId, updateTime: detail.updateTime, progress }),
        t('detail.progressSaved'),
        () => showAtOnce(client, { projectId, questionId: detail.questionId, shown: { progress } }),
      );
    }
    setDragged(null);
  }

  return (
    <Space style={{ width: '100%' }} align="center">
      <Slider
        style={{ width: 160, margin: '0 8px' }}
        min={0}
        max={100}
        step={5}
        value={shown}
        disabled={!detail.canEdit || busy}
        onChange={setDragged}
        onChangeComplete={(value) => void save(value)}
        ariaLabelForHandle={t('fields.progress')}
      />
      <Typography.Text data-testid="progress-value">{shown}%</Typography.Text>
    </Space>
  );
}

const asDay = (value: string | null) => (value ? dayjs(value) : null);

/** The plan's start and deadline, each saved as it is picked (editQuestionPlanTime) and shown at once. */
export function PlanDates({ projectId, detail, onChanged }: PlanProps) {
  const { t } = useTranslation('issue');
  const client = useQueryClient();
  const { busy, change } = useIssueChange(projectId, onChanged);

  function save(field: 'startDate' | 'deadline', value: Dayjs | null) {
    const dates = {
      startDate: detail.startDate,
      deadline: detail.deadline,
      [field]: value ? value.format(CALENDAR_DAY) : null,
    };
    void change(
      () => editPlanTime({ projectId, questionId: detail.questionId, updateTime: detail.updateTime, ...dates }),
      t('detail.planSaved'),
      () => showAtOnce(client, { projectId, questionId: detail.questionId, shown: dates }),
    );
  }

  if (!detail.canEdit) {
    return (
      <Typography.Text>
        {detail.startDate ?? t('detail.none')} ~ {detail.deadline ?? t('detail.none')}
      </Typography.Text>
    );
  }
  return (
    <Space wrap size={4}>
      <DatePicker
        size="small"
        value={asDay(detail.startDate)}
        disabled={busy}
        aria-label={t('fields.startDate')}
        placeholder={t('fields.startDate')}
        onChange={(value) => save('startDate', value)}
      />
      <span aria-hidden>~</span>
      <DatePicker
        size="small"
        value={asDay(detail.deadline)}
        disabled={busy}
        aria-label={t('fields.deadline')}
        placeholder={t('fields.deadline')}
        onChange={(value) => save('deadline', value)}
      />
    </Space>
  );
}
