import { WORK_ORDER_ACTION_LABELS, WORK_ORDER_STATUS_LABELS, type WorkOrderEvent } from '@questline/contract';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { formatInstant } from '../../ui/format';

/** The order's timeline: every status change, assignment, reply and note, with who and when (the sweep is "system"). */
export function WorkOrderTimeline({ history }: { history: readonly WorkOrderEvent[] }) {
  const { t } = useTranslation('workOrders');
  const locale = currentLocale();
  return (
    <Timeline
      items={history.map((event) => {
        const action =
          event.action === 'create' ? t('timeline.create') : WORK_ORDER_ACTION_LABELS[locale][event.action];
        const moved = event.fromStatus !== null && event.fromStatus !== event.toStatus;
        return {
          key: event.eventId,
          color: event.toStatus === 'complete' ? 'green' : 'blue',
          children: (
            <div data-testid="work-order-event">
              <Typography.Text strong>{action}</Typography.Text>
              {moved && (
                <Typography.Text>
                  {' '}
                  {t('timeline.moved', {
                    from: WORK_ORDER_STATUS_LABELS[locale][event.fromStatus ?? event.toStatus],
                    to: WORK_ORDER_STATUS_LABELS[locale][event.toStatus],
                  })}
                </Typography.Text>
              )}
              {event.assignee && (
                <Typography.Text> {t('timeline.to', { name: event.assignee.nickName })}</Typography.Text>
              )}
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {event.actor?.nickName ?? t('timeline.system')} · {formatInstant(event.createTime)}
              </Typography.Text>
            </div>
          ),
        };
      })}
    />
  );
}
