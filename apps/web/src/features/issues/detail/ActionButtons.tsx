import {
  ACTION_INPUTS,
  type ActionInputs,
  type QuestionDetail,
  type UserRef,
  WORKFLOW_ACTION_LABELS,
  type WorkflowAction,
  primaryAction,
  transition,
} from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useCommands } from '../../../app/commands/commandRegistry';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../api/issues';
import { currentLocale } from '../../../i18n';
import { ActionDialog } from './ActionDialog';
import { showStatusAtOnce } from './showAtOnce';
import { useIssueChange } from './useIssueChange';

interface ActionButtonsProps {
  projectId: number;
  detail: QuestionDetail;
  members: UserRef[];
  versions: { versionId: number; versionName: string }[];
  onChanged: () => void;
}

/** Exactly the workflow buttons the server says the caller may press now (detail.allowedActions). */
export function ActionButtons({ projectId, detail, members, versions, onChanged }: ActionButtonsProps) {
  const { t } = useTranslation('issue');
  const locale = currentLocale();
  const client = useQueryClient();
  const [asking, setAsking] = useState<WorkflowAction | null>(null);
  const { busy, change } = useIssueChange(projectId, onChanged);

  async function run(action: WorkflowAction, inputs: ActionInputs) {
    const body = { projectId, questionId: detail.questionId, updateTime: detail.updateTime, ...inputs };
    const to = transition(detail.status, action)?.to;
    // An assignment shows its new handlers by the names the form offered.
    const handlers = inputs.handlerUserIds?.map((userId) => ({
      userId,
      name: members.find((member) => member.userId === userId)?.name ?? '',
      completed: false,
    }));
    const done = await change(
      () => runAction(action, body),
      t('action.done', { action: WORKFLOW_ACTION_LABELS[locale][action] }),
      to === undefined
        ? undefined
        : () => showStatusAtOnce(client, { projectId, questionId: detail.questionId, status: to, handlers }),
    );
    if (done) setAsking(null);
  }

  function press(action: WorkflowAction) {
    // A completion asks nothing it needs, but offers to say how the issue was resolved (issue 38 point 7).
    if (ACTION_INPUTS[action].length > 0 || action === 'CompleteRepair') setAsking(action);
    else void run(action, {});
  }

  // The expected step leads, so a resolved issue offers "Close" before the table's first cell, "Reopen".
  const primary = primaryAction(detail.status, detail.allowedActions);
  const ordered = primary
    ? [primary, ...detail.allowedActions.filter((action) => action !== primary)]
    : detail.allowedActions;
  // The same steps in the command palette, while no step's dialog is open; changing the handler also on `a` (issue 35).
  useCommands(
    ordered.map((action) => ({
      id: `issue.action.${action}`,
      title: WORKFLOW_ACTION_LABELS[locale][action],
      group: 'issue' as const,
      key: action === 'ChangeToUser' ? 'a' : undefined,
      run: () => {
        if (!busy) press(action);
      },
    })),
    asking === null,
  );

  // A step's dialog stays while its change is shown ahead of the server (no steps offered then), so a refusal
  // finds what was typed in it still there.
  return (
    <>
      {ordered.length > 0 && (
        <Space wrap size={8} role="group" aria-label={t('detail.actions')} data-testid="workflow-actions">
          {ordered.map((action) => (
            <Button
              key={action}
              type={action === primary ? 'primary' : 'default'}
              disabled={busy}
              onClick={() => press(action)}
            >
              {WORKFLOW_ACTION_LABELS[locale][action]}
            </Button>
          ))}
        </Space>
      )}
      {asking && (
        <ActionDialog
          action={asking}
          projectId={projectId}
          questionId={detail.questionId}
          members={members}
          versions={versions}
          handlerUserIds={detail.handlers.map((handler) => handler.userId)}
          busy={busy}
          onCancel={() => setAsking(null)}
          onSubmit={(inputs) => void run(asking, inputs)}
        />
      )}
    </>
  );
}
