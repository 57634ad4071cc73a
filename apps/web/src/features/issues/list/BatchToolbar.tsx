import {
  ACTION_INPUTS,
  type ActionInputs,
  QUESTION_BATCH_MAX,
  type QuestionRow,
  ResultCode,
  WORKFLOW_ACTION_LABELS,
  WORKFLOW_ACTIONS,
  type WorkflowAction,
} from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runBatchAction } from '../../../api/issues';
import { currentLocale } from '../../../i18n';
import { useWrite } from '../../../ui/useWrite';
import { BatchIterationButton } from '../../iterations';
import { loadBatchPlanDialog } from '../../plans';
import { showBatchAtOnce } from '../detail/showAtOnce';
import type { BatchOutcome } from './BatchResultDialog';

// Opened by a click only (ADR 0082): their date pickers and selects stay out of the list's first load.
const ActionInputsDialog = lazy(async () => ({ default: (await import('./ActionInputsDialog')).ActionInputsDialog }));
const BatchResultDialog = lazy(async () => ({ default: (await import('./BatchResultDialog')).BatchResultDialog }));
const BatchPlanDialog = lazy(async () => ({ default: (await loadBatchPlanDialog()).BatchPlanDialog }));

/**
 * Whether an action asks for anything besides the issues: DOMAIN.md "Required inputs", and the resolution a
 * completion may record (issue 38 point 7), in a batch as on one issue.
 */
function needsInputs(action: WorkflowAction): boolean {
  return ACTION_INPUTS[action].length > 0 || action === 'CompleteRepair';
}

/**
 * The selected rows' workflow actions (batchQuestionBy{Action}). Each row goes with the `updateTime` it
 * showed, so an issue changed since is refused on its own; a partial answer (500201) lists every issue.
 */
export function BatchToolbar({
  projectId,
  rows,
  canManage = false,
  onDone,
}: {
  projectId: number;
  rows: QuestionRow[];
  /** Project admins also put the selection in an iteration (issue 13). */
  canManage?: boolean;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation('issues');
  const { message } = App.useApp();
  const locale = currentLocale();
  const [asking, setAsking] = useState<WorkflowAction | null>(null);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const [choosingPlan, setChoosingPlan] = useState(false);
  const client = useQueryClient();
  // A refusal is shown by the client (spec point 8); the dialog stays open. The rows show their step at once (issue
  // 35) and go back if the whole batch is refused; a partial answer is followed by the list read again.
  const batch = useWrite({
    write: ({ action, inputs, chosen }: { action: WorkflowAction; inputs: ActionInputs; chosen: QuestionRow[] }) => {
      const items = chosen.map((row) => ({ questionId: row.questionId, updateTime: row.updateTime }));
      return runBatchAction(action, { projectId, items, ...inputs });
    },
    onMutate: ({ action, chosen }) => showBatchAtOnce(client, { projectId, action, rows: chosen }),
    onError: (_error, _batch, undo) => undo?.(),
    // The client passes 500201 through as an answer, not a failure (spec point 8).
    success: (answer) =>
      (answer.code as number) === ResultCode.partial
        ? undefined
        : t('batch.done', { count: answer.data.succeeded.length }),
    onSuccess: async (answer, { action, chosen }) => {
      setAsking(null);
      if ((answer.code as number) === ResultCode.partial) setOutcome({ action, rows: chosen, result: answer.data });
      await onDone();
    },
  });
  const busy = batch.isPending;
  const run = (action: WorkflowAction, inputs: ActionInputs = {}) => batch.mutate({ action, inputs, chosen: rows });

  // The "all" view lets more rows be chosen than one batch may carry (issue 17): say so before anything is sent.
  const tooMany = rows.length > QUESTION_BATCH_MAX;
  const blocked = busy || tooMany;
  // The summary outlives the selection, which the refresh after the batch clears.
  return (
    <>
      {rows.length > 0 && (
        <Flex wrap gap={8} align="center" role="toolbar" aria-label={t('batch.toolbar')} data-testid="batch-toolbar">
          <Typography.Text strong>{t('batch.selected', { count: rows.length })}</Typography.Text>
          {tooMany && (
            <Typography.Text type="warning" data-testid="batch-too-many">
              {t('batch.tooMany', { max: QUESTION_BATCH_MAX })}
            </Typography.Text>
          )}
          {WORKFLOW_ACTIONS.map((action) => (
            <Button
              key={action}
              size="small"
              disabled={blocked}
              onClick={() => (needsInputs(action) ? setAsking(action) : run(action))}
            >
              {WORKFLOW_ACTION_LABELS[locale][action]}
            </Button>
          ))}
          {canManage && <BatchIterationButton projectId={projectId} rows={rows} disabled={blocked} onDone={onDone} />}
          <Button size="small" disabled={blocked} onClick={() => setChoosingPlan(true)}>
            {t('batch.setPlan')}
          </Button>
        </Flex>
      )}
      <Suspense fallback={null}>
        {choosingPlan && (
          <BatchPlanDialog
            projectId={projectId}
            questionIds={rows.map((row) => row.questionId)}
            onDone={async (changed) => {
              void message.success(t('batch.planDone', { count: changed }));
              await onDone();
            }}
            onClose={() => setChoosingPlan(false)}
          />
        )}
        {asking && (
          <ActionInputsDialog
            projectId={projectId}
            action={asking}
            count={rows.length}
            busy={busy}
            onSubmit={(inputs) => run(asking, inputs)}
            onClose={() => setAsking(null)}
          />
        )}
        {outcome && <BatchResultDialog outcome={outcome} onClose={() => setOutcome(null)} />}
      </Suspense>
    </>
  );
}
