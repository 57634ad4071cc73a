import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../../../app/commands/commandRegistry';
import { questionPath } from './LinkedIssues';

/**
 * The issue in view's own commands (issue 35): edit on `e` for those who may, adding it to an iteration for project
 * admins, and its link copied. Its workflow steps are registered by ActionButtons, which runs them.
 */
export function useIssueKeys(props: {
  projectId: number;
  questionId: number;
  canEdit: boolean;
  /** Project admins put issues in iterations (the issue list's batch rule). */
  canManage: boolean;
  active: boolean;
  onEdit: () => void;
  onAddToIteration: () => void;
}): void {
  const { projectId, questionId, canEdit, canManage, active, onEdit, onAddToIteration } = props;
  const { t } = useTranslation('keyboard');
  const { message } = App.useApp();
  useCommands(
    [
      ...(canEdit
        ? [{ id: 'issue.edit', title: t('issue.edit'), group: 'issue' as const, key: 'e', run: onEdit }]
        : []),
      ...(canManage
        ? [
            {
              id: 'issue.addToIteration',
              title: t('issue.addToIteration'),
              group: 'issue' as const,
              run: onAddToIteration,
            },
          ]
        : []),
      {
        id: 'issue.copyLink',
        title: t('issue.copyLink'),
        group: 'issue',
        run: () => {
          const link = new URL(questionPath(projectId, questionId), window.location.origin).href;
          navigator.clipboard.writeText(link).then(
            () => void message.success(t('issue.copied')),
            () => void message.error(link),
          );
        },
      },
    ],
    active,
  );
}
