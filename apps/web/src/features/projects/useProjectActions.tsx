import { type PlanLimitData, type ProjectCard, hasProjectRole } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveProject, getMyProjects, hideProject, recycleProject, restoreProject } from '../../api/projects';
import { useAppNavigate } from '../../app/navigation';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { isPlanLimit } from './planLimit';
import { PlanLimitDialog } from './PlanLimitDialog';
import { projectKeys } from './queries';
import { settled, useWrite } from '../../ui/useWrite';

export type ActionKey =
  'open' | 'settings' | 'hide' | 'unhide' | 'archive' | 'unarchive' | 'recycle' | 'restore' | 'delete';

export interface ProjectAction {
  key: ActionKey;
  label: string;
  danger?: boolean;
  run: () => void;
}

/** Where opening a project goes (spec point 2: "problem" is the project's issue list). */
export const OPEN_PROJECT_PATH = '/problem';

/** The settings of a project live on the project home (ADR 0019). */
export function settingsPath(projectId: number): string {
  return `/index?settings=${String(projectId)}`;
}

/**
 * Which card actions a role gets (spec points 4 and 6): any member opens, hides and sees settings; admins
 * archive; only the owner recycles, restores and deletes. A project in the recycle bin offers only those two.
 */
export function actionKeysFor(card: ProjectCard): ActionKey[] {
  const owner = card.role === 'owner';
  if (card.deleteTime) return owner ? ['restore', 'delete'] : [];
  const keys: ActionKey[] = ['open', 'settings', card.hidden ? 'unhide' : 'hide'];
  if (hasProjectRole(card.role, 'admin')) keys.push(card.archived ? 'unarchive' : 'archive');
  if (owner) keys.push('recycle');
  return keys;
}

/** The card actions and the dialogs they open; the page renders `dialogs` once. */
export function useProjectActions(): {
  actionsFor: (card: ProjectCard) => ProjectAction[];
  showLimit: (limit: PlanLimitData) => void;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('projects');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const navigate = useAppNavigate();
  const [deleting, setDeleting] = useState<ProjectCard | null>(null);
  const [limit, setLimit] = useState<PlanLimitData | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: projectKeys.all });

  const action = useWrite({
    write: ({ call }: { call: () => Promise<unknown>; done: string }) => call(),
    success: (_answer, { done }) => t(done),
    // Restoring over the plan's project limit answers 500101; other failures were shown by the client.
    onError: (error: unknown) => {
      if (isPlanLimit(error)) setLimit(error.data);
    },
    onSettled: () => refresh(),
  });
  const act = (call: () => Promise<unknown>, done: string) => settled(action.mutateAsync({ call, done }));

  // Opening makes the project the caller's current one on the server (getMyProjects with its id).
  const open = useWrite({
    write: (projectId: number) => getMyProjects(projectId),
    onSuccess: (answer) => {
      client.setQueryData(projectKeys.mine(), answer.data);
      navigate(OPEN_PROJECT_PATH);
    },
  });

  function confirm(content: string, okDanger: boolean, onOk: () => Promise<void>) {
    modal.confirm({
      content,
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      okButtonProps: { danger: okDanger },
      onOk,
    });
  }

  function actionsFor(card: ProjectCard): ProjectAction[] {
    const id = card.projectId;
    const name = card.projectName;
    const runs: Record<ActionKey, Omit<ProjectAction, 'key' | 'label'>> = {
      open: { run: () => open.mutate(id) },
      settings: { run: () => navigate(settingsPath(id)) },
      hide: { run: () => void act(() => hideProject(id, true), 'done.hidden') },
      unhide: { run: () => void act(() => hideProject(id, false), 'done.unhidden') },
      archive: {
        run: () =>
          confirm(t('confirm.archive', { name }), false, () => act(() => archiveProject(id, true), 'done.archived')),
      },
      unarchive: { run: () => void act(() => archiveProject(id, false), 'done.unarchived') },
      recycle: {
        danger: true,
        run: () => confirm(t('confirm.recycle', { name }), true, () => act(() => recycleProject(id), 'done.recycled')),
      },
      restore: { run: () => void act(() => restoreProject(id), 'done.restored') },
      delete: { danger: true, run: () => setDeleting(card) },
    };
    return actionKeysFor(card).map((key) => ({ key, label: t(`actions.${key}`), ...runs[key] }));
  }

  const dialogs = (
    <>
      <DeleteProjectDialog
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void message.success(t('done.deleted'));
          void refresh();
        }}
      />
      <PlanLimitDialog limit={limit} onClose={() => setLimit(null)} />
    </>
  );
  return { actionsFor, showLimit: setLimit, dialogs };
}
