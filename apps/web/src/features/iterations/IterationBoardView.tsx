import { MoreOutlined } from '@ant-design/icons';
import {
  type IterationBoard,
  type IterationCard,
  PRIORITY_LABELS,
  QUESTION_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
} from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Empty, Space, Tag, Typography } from 'antd';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveIterationCard, removeIssuesFromPlanIteration } from '../../api/iterations';
import { currentLocale } from '../../i18n';
import { PRIORITY_COLOURS, STATUS_COLOURS, TYPE_COLOURS } from '../issues';
import { iterationKeys } from './queries';
import { useWrite } from '../../ui/useWrite';

const DRAG_TYPE = 'application/x-questline-card';

function BoardCard({
  card,
  board,
  canManage,
  onMove,
  onRemove,
}: {
  card: IterationCard;
  board: IterationBoard;
  canManage: boolean;
  onMove: (card: IterationCard, stageId: number) => void;
  onRemove: (card: IterationCard) => void;
}) {
  const { t } = useTranslation('iterations');
  const locale = currentLocale();
  const others = board.columns.filter((column) => column.stageId !== card.stageId);
  return (
    <Card
      size="small"
      draggable={canManage}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, String(card.questionId));
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid={`card-${card.number}`}
      style={{ cursor: canManage ? 'grab' : 'default' }}
      title={
        <Typography.Text style={{ fontWeight: 500 }}>
          #{card.number} {card.questionName}
        </Typography.Text>
      }
      extra={
        canManage ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'move',
                  type: 'group',
                  label: t('moveTo'),
                  children: others.map((column) => ({ key: String(column.stageId), label: column.stageName })),
                },
                { type: 'divider' },
                { key: 'remove', label: t('removeFromIteration'), danger: true },
              ],
              onClick: ({ key }) => (key === 'remove' ? onRemove(card) : onMove(card, Number(key))),
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('moveCard', { number: card.number })}
            />
          </Dropdown>
        ) : null
      }
    >
      <Space size={[4, 4]} wrap>
        <Tag color={TYPE_COLOURS[card.questionType]}>{QUESTION_TYPE_LABELS[locale][card.questionType]}</Tag>
        <Tag color={PRIORITY_COLOURS[card.priority]}>{PRIORITY_LABELS[locale][card.priority]}</Tag>
        <Tag color={STATUS_COLOURS[card.status]}>{QUESTION_STATUS_LABELS[locale][card.status]}</Tag>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
        {t('handlers')}: {card.handlers.map((handler) => handler.name).join(', ') || t('noHandler')}
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * The iteration's board (ADR 0059): a column per iteration stage, cards dragged between them or moved with the
 * card's menu, which is the keyboard way. Members see it without either.
 */
export function IterationBoardView({
  projectId,
  board,
  canManage,
}: {
  projectId: number;
  board: IterationBoard;
  canManage: boolean;
}) {
  const { t } = useTranslation('iterations');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [over, setOver] = useState<number | null>(null);
  const iterationId = board.iteration.iterationId;
  const refresh = () => client.invalidateQueries({ queryKey: iterationKeys.all(projectId) });
  const move = useWrite({
    write: ({ card, stageId }: { card: IterationCard; stageId: number }) =>
      moveIterationCard({ projectId, iterationId, questionId: card.questionId, stageId }),
    onSuccess: async (_answer, { card, stageId }) => {
      const stage = board.columns.find((column) => column.stageId === stageId);
      void message.success(t('moved', { number: card.number, stage: stage?.stageName ?? '' }));
      await refresh();
    },
  });
  const remove = useWrite({
    write: (card: IterationCard) =>
      removeIssuesFromPlanIteration({ projectId, questionIds: [card.questionId], clear: ['iteration'] }),
    onSuccess: async (answer) => {
      void message.success(answer.msg);
      await refresh();
    },
  });
  const onMove = (card: IterationCard, stageId: number) => {
    if (card.stageId !== stageId) move.mutate({ card, stageId });
  };
  const cards = board.columns.flatMap((column) => column.cards);
  const drop = (event: DragEvent, stageId: number) => {
    event.preventDefault();
    setOver(null);
    const card = cards.find((candidate) => String(candidate.questionId) === event.dataTransfer.getData(DRAG_TYPE));
    if (card) onMove(card, stageId);
  };
  return (
    <section aria-label={t('boardLabel', { name: board.iteration.iterationName })}>
      {canManage ? null : <Typography.Paragraph type="secondary">{t('readOnly')}</Typography.Paragraph>}
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8 }}>
        {board.columns.map((column) => (
          <section
            key={column.stageId}
            aria-label={column.stageName}
            data-testid={`column-${column.stageId}`}
            onDragOver={(event) => {
              if (!canManage) return;
              event.preventDefault();
              setOver(column.stageId);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => drop(event, column.stageId)}
            style={{
              flex: '0 0 260px',
              background: over === column.stageId ? '#e6f4ff' : '#f5f5f5',
              borderRadius: 8,
              padding: 8,
              minHeight: 160,
            }}
          >
            <Typography.Title level={5} style={{ margin: '0 0 8px' }}>
              {t('column', { name: column.stageName, count: column.cards.length })}
            </Typography.Title>
            <Space direction="vertical" style={{ width: '100%' }}>
              {column.cards.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyColumn')} />
              ) : (
                column.cards.map((card) => (
                  <BoardCard
                    key={card.questionId}
                    card={card}
                    board={board}
                    canManage={canManage}
                    onMove={onMove}
                    onRemove={(target) => remove.mutate(target)}
                  />
                ))
              )}
            </Space>
          </section>
        ))}
      </div>
    </section>
  );
}
