import { BellOutlined, CloseOutlined } from '@ant-design/icons';
import {
  NOTIFICATION_CLOSE_MS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_STACK_MAX,
  type NotificationKind,
} from '@questline/contract';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';

/** What opening a notification leads to: an issue of a project, or a work order (issue 31). */
export type NotificationTarget =
  { kind: 'issue'; projectId: number; questionId: number } | { kind: 'workOrder'; workOrderId: number };

/** A pop-up of the stack: why (kind), where (the project's name, or "work orders"), what ("#12 title"), by whom. */
export interface StackedNotification {
  /** Unique within the page: the message id, or a counter if the same message came twice. */
  key: string;
  kind: NotificationKind;
  context: string;
  text: string;
  operatorName: string;
  /** The personal message it was stored as, marked read when opened. */
  messageId: number;
  target: NotificationTarget;
}

function NotificationItem({
  item,
  onOpen,
  onClose,
}: {
  item: StackedNotification;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('notices');
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  // Spec point 9: each toast closes itself 10 s after it is shown (a queued one waits its turn).
  useEffect(() => {
    const timer = setTimeout(() => closeRef.current(), NOTIFICATION_CLOSE_MS);
    return () => clearTimeout(timer);
  }, []);
  const title = NOTIFICATION_KIND_LABELS[currentLocale()][item.kind];
  return (
    <Card
      size="small"
      role="group"
      aria-label={title}
      data-testid="notification-item"
      style={{ width: 360, boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
      styles={{ body: { padding: 12 } }}
    >
      <Flex gap={10} align="flex-start">
        <BellOutlined aria-hidden style={{ color: '#1677ff', fontSize: 18, marginTop: 2 }} />
        <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {item.context}
          </Typography.Text>
          <Typography.Text ellipsis={{ tooltip: true }}>{item.text}</Typography.Text>
          {item.operatorName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('stack.by', { name: item.operatorName })}
            </Typography.Text>
          )}
          <div>
            <Button type="link" size="small" style={{ padding: 0 }} onClick={onOpen}>
              {t('stack.open')}
            </Button>
          </div>
        </Flex>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('stack.close', { title: item.text })}
          onClick={onClose}
        />
      </Flex>
    </Card>
  );
}

/**
 * Spec point 2 "Layout pieces after login": the to-do notification stack. At most
 * NOTIFICATION_STACK_MAX show at once, oldest first so each gets its turn; the rest are counted, and
 * a burst can be dismissed at once.
 */
export function NotificationStack({
  items,
  joined,
  onOpen,
  onClose,
  onCloseAll,
}: {
  items: readonly StackedNotification[];
  /** The server accepted the user's room: notifications can arrive (data-joined, which journeys wait for). */
  joined: boolean;
  onOpen: (item: StackedNotification) => void;
  onClose: (key: string) => void;
  onCloseAll: () => void;
}) {
  const { t } = useTranslation('notices');
  const shown = items.slice(0, NOTIFICATION_STACK_MAX);
  const waiting = items.length - shown.length;
  return (
    <div
      aria-live="polite"
      aria-label={t('stack.region')}
      role="region"
      data-testid="notification-stack"
      data-joined={joined}
      style={{
        position: 'fixed',
        top: 72,
        right: 24,
        zIndex: 1010,
        display: items.length === 0 ? 'none' : 'flex',
        flexDirection: 'column',
        gap: 8,
      }}
    >
      {shown.map((item) => (
        <NotificationItem key={item.key} item={item} onOpen={() => onOpen(item)} onClose={() => onClose(item.key)} />
      ))}
      {waiting > 0 && (
        <Card size="small" style={{ width: 360 }} styles={{ body: { padding: '6px 12px' } }}>
          <Flex justify="space-between" align="center">
            <Typography.Text data-testid="notification-more">{t('stack.more', { count: waiting })}</Typography.Text>
            <Button size="small" onClick={onCloseAll}>
              {t('stack.closeAll')}
            </Button>
          </Flex>
        </Card>
      )}
    </div>
  );
}
