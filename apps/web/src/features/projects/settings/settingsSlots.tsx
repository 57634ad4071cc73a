import type { ReactNode } from 'react';

/** What every settings tab built elsewhere receives. */
export interface SettingsTabProps {
  projectId: number;
  /** Admins and the owner manage; other members see the tab read-only (spec point 6). */
  canManage: boolean;
}

export interface SettingsSlot {
  key: 'modules' | 'versions' | 'groups' | 'stages' | 'notices';
  render: (props: SettingsTabProps) => ReactNode;
}

/**
 * MERGE SLOTS. Modules, versions, groups, stages and notices are built in another worktree as
 * `ModulesTab`, `VersionsTab`, `GroupsTab`, `StagesTab` and `NoticesTab` in features/projectSettings/, each
 * taking `{ projectId, canManage }`. Until the lead wires them here, e.g.
 * `render: (props) => <ModulesTab {...props} />`, each tab renders nothing.
 */
export const SETTINGS_SLOTS: readonly SettingsSlot[] = [
  { key: 'modules', render: () => null },
  { key: 'versions', render: () => null },
  { key: 'groups', render: () => null },
  { key: 'stages', render: () => null },
  { key: 'notices', render: () => null },
];
