import { ResultCode } from '@questline/contract';
import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addIssuesToIteration } from '../../api/iterations';
import { onCtrlEnter } from '../../ui/ctrlEnter';
import { useIterations } from './queries';
import { useWrite } from '../../ui/useWrite';

/**
 * The "add to iteration" dialog (updateBatchProblemIteration) of the issue list's batch bar and of the command
 * palette on an issue: the issues join the chosen iteration in its first stage; ids that fail are named in the
 * answer's message.
 */
export function BatchIterationDialog({
  projectId,
  questionIds,
  onClose,
  onDone,
}: {
  projectId: number;
  questionIds: number[];
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation('iterations');
  const { message } = App.useApp();
  const [iterationId, setIterationId] = useState<number | null>(null);
  const iterations = useIterations(projectId);
  // A refusal is shown by the client (spec point 8); the dialog stays open.
  const adding = useWrite({
    write: (chosen: number) => addIssuesToIteration({ projectId, iterationId: chosen, questionIds }),
    onSuccess: async (answer) => {
      // 500201 comes through as an answer: its message says how many succeeded and failed.
      if ((answer.code as number) === ResultCode.partial) void message.warning(answer.msg);
      else void message.success(answer.msg);
      onClose();
      await onDone();
    },
  });
  const busy = adding.isPending;
  const add = (chosen: number) => adding.mutate(chosen);
  return (
    <Modal
      open
      title={t('batchAddTitle', { count: questionIds.length })}
      onCancel={onClose}
      okText={t('add')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: iterationId === null, loading: busy }}
      onOk={() => (iterationId === null ? undefined : add(iterationId))}
      destroyOnHidden
    >
      <Form layout="vertical" onKeyDown={onCtrlEnter(() => (iterationId === null ? undefined : add(iterationId)))}>
        <Form.Item label={t('batchAddPick')} htmlFor="batch-iteration">
          <Select<number>
            id="batch-iteration"
            autoFocus
            loading={iterations.isLoading}
            value={iterationId ?? undefined}
            onChange={setIterationId}
            options={(iterations.data ?? []).map((row) => ({ value: row.iterationId, label: row.iterationName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
