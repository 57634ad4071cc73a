import type { ProjectCard } from '@questline/contract';
import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProjectActionButtons } from './ProjectActionButtons';
import { CurrentTag, PurgeNote, RoleTag } from './ProjectCards';
import { ProjectImage } from './ProjectImage';
import type { ProjectAction } from './useProjectActions';

/** The list view of the project home: the same facts as the cards, one row each. */
export function ProjectTable({
  cards,
  recycle,
  actionsFor,
}: {
  cards: ProjectCard[];
  recycle: boolean;
  actionsFor: (card: ProjectCard) => ProjectAction[];
}) {
  const { t } = useTranslation('projects');
  return (
    <Table<ProjectCard>
      rowKey="projectId"
      dataSource={cards}
      pagination={false}
      scroll={{ x: 860 }}
      columns={[
        {
          key: 'name',
          title: t('columns.name'),
          render: (_value, card) => (
            <Space align="start">
              <ProjectImage image={card.projectImg} name={card.projectName} size={36} />
              <div style={{ minWidth: 0 }}>
                <Space size={4}>
                  <Typography.Text strong>{card.projectName}</Typography.Text>
                  {card.isCurrent && <CurrentTag />}
                  {card.archived && <Tag>{t('card.archived')}</Tag>}
                </Space>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: 0, maxWidth: 360 }}>
                  {card.description || t('card.noDescription')}
                </Typography.Paragraph>
              </div>
            </Space>
          ),
        },
        { key: 'owner', title: t('columns.owner'), dataIndex: 'ownerName', width: 140 },
        { key: 'role', title: t('columns.role'), width: 110, render: (_value, card) => <RoleTag role={card.role} /> },
        { key: 'members', title: t('columns.members'), dataIndex: 'memberCount', width: 90, align: 'right' },
        { key: 'modules', title: t('columns.modules'), dataIndex: 'moduleCount', width: 90, align: 'right' },
        ...(recycle
          ? [
              {
                key: 'purge',
                title: t('columns.purge'),
                width: 200,
                render: (_v: unknown, card: ProjectCard) => <PurgeNote card={card} />,
              },
            ]
          : []),
        {
          key: 'actions',
          title: t('columns.actions'),
          width: 230,
          render: (_value, card) => <ProjectActionButtons card={card} actions={actionsFor(card)} />,
        },
      ]}
    />
  );
}
