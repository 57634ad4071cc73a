import { CheckSquareOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Badge } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTodoCounts } from './queries';

type Item = Required<MenuProps>['items'][number];

function Counted({ label, count, hint }: { label: string; count: number; hint: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {label}
      {count > 0 && <Badge count={count} size="small" aria-label={hint} data-testid="todo-count" />}
    </span>
  );
}

/**
 * The left menu's to-do submenu (spec point 2) with the counts of getTodoCounts as dots (spec point 4:
 * shown according to server state), polled every 15 s and refreshed by live notifications.
 */
export function useTodoMenu(): Item {
  const { t } = useTranslation('nav');
  const { t: tTodos } = useTranslation('todos');
  const counts = useTodoCounts().data;
  return useMemo<Item>(() => {
    const mine = counts?.mine ?? 0;
    const members = counts?.members ?? 0;
    return {
      key: 'group:todo',
      icon: <CheckSquareOutlined />,
      label: (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {t('menu.todo')}
          <Badge dot={mine + members > 0} data-testid="todo-dot" />
        </span>
      ),
      children: [
        {
          key: '/backlog',
          label: <Counted label={t('menu.myTodo')} count={mine} hint={tTodos('menu.pending', { count: mine })} />,
        },
        {
          key: '/backloguser',
          label: (
            <Counted label={t('menu.memberTodo')} count={members} hint={tTodos('menu.pending', { count: members })} />
          ),
        },
      ],
    };
  }, [counts, t, tTodos]);
}
