import {
  BgColorsOutlined,
  BugOutlined,
  CheckSquareOutlined,
  CloudServerOutlined,
  EllipsisOutlined,
  ExperimentOutlined,
  FundProjectionScreenOutlined,
  GiftOutlined,
  ProjectOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { MenuEntry } from './menuModel';

export type Item = Required<MenuProps>['items'][number];

const icons: Record<string, ReactNode> = {
  project: <ProjectOutlined />,
  issues: <BugOutlined />,
  todo: <CheckSquareOutlined />,
  bigScreen: <FundProjectionScreenOutlined />,
  test: <ExperimentOutlined />,
  tools: <ToolOutlined />,
  draw: <BgColorsOutlined />,
  invite: <GiftOutlined />,
  deployLocally: <CloudServerOutlined />,
  team: <TeamOutlined />,
};

/** Menu keys are paths, so a click navigates and the current path selects. */
function toItem(entry: MenuEntry, t: TFunction, replaced: Replacements): Item {
  const replacement = replaced[entry.key];
  if (replacement) return replacement;
  const label = t(`nav:menu.${entry.key}`);
  if (entry.children) {
    return {
      key: `group:${entry.key}`,
      icon: icons[entry.key],
      label,
      children: entry.children.map((leaf) => ({ key: leaf.path, label: t(`nav:menu.${leaf.key}`) })),
    };
  }
  return { key: entry.path ?? entry.key, icon: icons[entry.key], label };
}

/** Entries a feature draws itself, by entry key (the project entry shows the current project). */
export type Replacements = Partial<Record<string, Item>>;

export function menuItems(
  visible: readonly MenuEntry[],
  overflow: readonly MenuEntry[],
  t: TFunction,
  replaced: Replacements = {},
): Item[] {
  const items = visible.map((entry) => toItem(entry, t, replaced));
  if (overflow.length === 0) return items;
  return [
    ...items,
    {
      key: 'group:more',
      icon: <EllipsisOutlined />,
      label: t('nav:menu.more'),
      children: overflow.map((entry) => toItem(entry, t, replaced)),
    },
  ];
}
