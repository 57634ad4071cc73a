import type { ProjectCard } from '@questline/contract';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../ui/format';
import { ProjectActionButtons } from './ProjectActionButtons';
import { ProjectImage } from './ProjectImage';
import type { ProjectAction } from './useProjectActions';

/** antd's preset tag colours are too light for AA contrast; these keep the hues with darker text. */
const TAG_STYLES = {
  owner: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  admin: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  member: { color: 'rgba(0, 0, 0, 0.75)', background: '#fafafa', borderColor: '#d9d9d9' },
  current: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
} as const;

export function RoleTag({ role }: { role: ProjectCard['role'] }) {
  const { t } = useTranslation('projects');
  return <Tag style={{ ...TAG_STYLES[role], marginInlineEnd: 0 }}>{t(`roles.${role}`)}</Tag>;
}

export function CurrentTag() {
  const { t } = useTranslation('projects');
  return <Tag style={{ ...TAG_STYLES.current, marginInlineEnd: 0 }}>{t('card.current')}</Tag>;
}

/** In the recycle bin: when the purge removes it (spec point 2 price table "deleted-project retention"). */
export function PurgeNote({ card }: { card: ProjectCard }) {
  const { t } = useTranslation('projects');
  if (!card.deleteTime) return null;
  return (
    <Typography.Text type="danger">
      {card.purgeTime ? t('card.purgeAt', { time: formatInstant(card.purgeTime) }) : t('card.keptForever')}
    </Typography.Text>
  );
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {label}
      </Typography.Text>
      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
        {value}
      </Typography.Text>
    </div>
  );
}

/** The card view of the project home (spec point 2 "index"). */
export function ProjectCards({
  cards,
  actionsFor,
}: {
  cards: ProjectCard[];
  actionsFor: (card: ProjectCard) => ProjectAction[];
}) {
  const { t } = useTranslation('projects');
  return (
    <Row gutter={[16, 16]} role="list">
      {cards.map((card) => (
        <Col key={card.projectId} xs={24} md={12} xl={8} xxl={6} role="listitem">
          <Card
            data-testid="project-card"
            aria-label={card.projectName}
            style={{ height: '100%' }}
            styles={{ body: { display: 'flex', flexDirection: 'column', gap: 14, height: '100%' } }}
          >
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
              <ProjectImage image={card.projectImg} name={card.projectName} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Typography.Title
                  level={2}
                  style={{ fontSize: 16, margin: 0 }}
                  ellipsis={{ tooltip: card.projectName }}
                >
                  {card.projectName}
                </Typography.Title>
                <Space size={4} wrap style={{ marginTop: 4 }}>
                  <RoleTag role={card.role} />
                  {card.isCurrent && <CurrentTag />}
                  {card.archived && <Tag>{t('card.archived')}</Tag>}
                  {card.hidden && <Tag>{t('card.hidden')}</Tag>}
                </Space>
              </div>
            </div>
            <Typography.Paragraph
              type={card.description ? undefined : 'secondary'}
              ellipsis={{ rows: 2 }}
              style={{ margin: 0, minHeight: 44 }}
            >
              {card.description || t('card.noDescription')}
            </Typography.Paragraph>
            <div style={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: 8 }}>
              <Fact label={t('card.owner')} value={card.ownerName} />
              <Fact label={t('card.members')} value={card.memberCount} />
              <Fact label={t('card.modules')} value={card.moduleCount} />
            </div>
            <PurgeNote card={card} />
            <div style={{ marginTop: 'auto' }}>
              <ProjectActionButtons card={card} actions={actionsFor(card)} />
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
