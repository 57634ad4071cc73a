import { CheckOutlined, ProjectOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getMyProjects } from '../../api/projects';
import { projectKeys, useMyProjects } from './queries';
import { useWrite } from '../../ui/useWrite';

type Item = Required<MenuProps>['items'][number];

const SWITCH_PREFIX = 'switch-project:';
/** The project home; the submenu's first entry. */
const HOME_PATH = '/index';
const NAME_STYLE = { flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * The left menu's "project" entry (spec point 2): it carries the current project's name and opens a submenu
 * with the project home and the user's projects; picking one makes it current on the server
 * (POST projectInfo/getMyProjectInfoList {projectId}). A submenu keeps it keyboard-usable with antd's own
 * menu semantics, where a button inside a menu item would be nested interactive content.
 */
export function useProjectMenu(): { item: Item; select: (key: string) => boolean } {
  const { t } = useTranslation('projects');
  const client = useQueryClient();
  // Switching makes the project the caller's current one on the server (getMyProjects with its id).
  const switchTo = useWrite({
    write: (projectId: number) => getMyProjects(projectId),
    success: (answer) =>
      answer.data.current ? t('done.switched', { name: answer.data.current.projectName }) : undefined,
    onSuccess: async (answer) => {
      client.setQueryData(projectKeys.mine(), answer.data);
      // The cards mark the current project.
      await client.invalidateQueries({ queryKey: projectKeys.lists });
    },
  });
  const mine = useMyProjects();
  const current = mine.data?.current ?? null;
  const projects = mine.data?.projects;

  const item = useMemo<Item>(() => {
    const list = projects ?? [];
    return {
      key: 'group:project',
      icon: <ProjectOutlined />,
      label: (
        <span
          data-testid="current-project"
          title={current ? t('switcher.current', { name: current.projectName }) : undefined}
          // A long name ends in an ellipsis before the submenu's arrow instead of running under it.
          style={NAME_STYLE}
        >
          {current?.projectName ?? t('switcher.none')}
        </span>
      ),
      children: [
        { key: HOME_PATH, label: t('switcher.all') },
        ...(list.length > 0
          ? [
              { type: 'divider' as const },
              ...list.map((card) => ({
                key: `${SWITCH_PREFIX}${String(card.projectId)}`,
                // Cut to the menu's width with an ellipsis: the whole name shows on hover.
                label: <span title={card.projectName}>{card.projectName}</span>,
                icon:
                  card.projectId === current?.projectId ? <CheckOutlined aria-label={t('card.current')} /> : undefined,
              })),
            ]
          : []),
      ],
    };
  }, [projects, current, t]);

  function select(key: string): boolean {
    if (!key.startsWith(SWITCH_PREFIX)) return false;
    const projectId = Number(key.slice(SWITCH_PREFIX.length));
    if (projectId !== current?.projectId) switchTo.mutate(projectId);
    return true;
  }

  return { item, select };
}
