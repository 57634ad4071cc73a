import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setQuestionsPlan } from '../../api/plans';
import { useLinkablePlans } from './linkablePlans';
import { planKeys } from './queries';

/** PUT questionInfo/updateBatchProblemPlan (spec point 7): the selected issues to one plan, or to none. */
export function BatchPlanDialog({
  projectId,
  questionIds,
  onDone,
  onClose,
}: {
  projectId: number;
  questionIds: number[];
  onDone: (changed: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('issues');
  const plans = useLinkablePlans(projectId);
  const queryClient = useQueryClient();
  const [planId, setPlanId] = useState<number>(0);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const answer = await setQuestionsPlan({ projectId, questionIds, planId: planId === 0 ? null : planId });
      // The plans' progress counts these issues now.
      await queryClient.invalidateQueries({ queryKey: planKeys.all(projectId) });
      await onDone(answer.data.changed);
      onClose();
    } catch {
      // The client shows the server's message; the dialog stays open.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('batch.planTitle', { count: questionIds.length })}
      okButtonProps={{ loading: busy }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('batch.planLabel')} htmlFor="batch-plan">
          <Select
            id="batch-plan"
            value={planId}
            onChange={setPlanId}
            options={[{ value: 0, label: t('batch.noPlan') }, ...plans]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
