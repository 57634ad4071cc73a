import { MoreOutlined } from '@ant-design/icons';
import type { ProjectCard } from '@questline/contract';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionKey, ProjectAction } from './useProjectActions';

/** Shown as buttons; the rest go to the "more" menu so a card stays quiet. */
const BUTTON_KEYS: readonly ActionKey[] = ['open', 'settings', 'restore', 'delete'];

export function ProjectActionButtons({ card, actions }: { card: ProjectCard; actions: ProjectAction[] }) {
  const { t } = useTranslation('projects');
  const buttons = actions.filter((action) => BUTTON_KEYS.includes(action.key));
  const more = actions.filter((action) => !BUTTON_KEYS.includes(action.key));
  return (
    <Space size={4} wrap>
      {buttons.map((action) => (
        <Button
          key={action.key}
          size="small"
          type={action.key === 'open' ? 'primary' : 'default'}
          danger={action.danger}
          onClick={action.run}
          data-testid={`project-${action.key}`}
        >
          {action.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({ key: action.key, label: action.label, danger: action.danger })),
            onClick: ({ key }) => more.find((action) => action.key === key)?.run(),
          }}
        >
          <Button
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('card.actionsOf', { name: card.projectName })}
            data-testid="project-more"
          />
        </Dropdown>
      )}
    </Space>
  );
}
