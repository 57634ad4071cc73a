import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setQuestionsPlan } from '../../api/plans';
import { useWrite } from '../../ui/useWrite';
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
  const [planId, setPlanId] = useState<number>(0);
  // A refusal leaves the dialog open; the plans' progress counts these issues once it succeeded.
  const save = useWrite({
    write: () => setQuestionsPlan({ projectId, questionIds, planId: planId === 0 ? null : planId }),
    refresh: [planKeys.all(projectId)],
    onSuccess: async (answer) => {
      await onDone(answer.data.changed);
      onClose();
    },
  });

  return (
    <Modal
      open
      title={t('batch.planTitle', { count: questionIds.length })}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => save.mutate()}
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
