import type { WorkOrderDetail } from '@questline/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popconfirm } from '../../ui/Popconfirm';
import { ReopenDialog } from './ReopenDialog';
import { ReplyComposer, SendButton } from './ReplyComposer';
import { useWorkOrderAction } from './useWorkOrderAction';

/**
 * What the requester can do (docs/DOMAIN.md "Work orders"): reply (which sends an order awaiting confirmation back to
 * processing), confirm it solved, withdraw an open order, reopen a complete one within 30 days as a follow-up.
 */
export function RequesterActions({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('workOrders');
  const { run, running } = useWorkOrderAction(order);
  const [text, setText] = useState('');
  const [reopening, setReopening] = useState(false);
  const can = (action: string) => order.actions.some((allowed) => allowed === action);
  const withdraw = can('withdraw') && (
    <Popconfirm title={t('actions.withdrawConfirm')} onConfirm={() => run({ action: 'withdraw' })}>
      <Button danger loading={running === 'withdraw'}>
        {t('actions.withdraw')}
      </Button>
    </Popconfirm>
  );

  if (can('reopen')) {
    return (
      <>
        <Button onClick={() => setReopening(true)}>{t('actions.reopen')}</Button>
        {reopening && <ReopenDialog order={order} onClose={() => setReopening(false)} />}
      </>
    );
  }
  if (!can('requesterReply')) return null;
  return (
    <ReplyComposer
      label={order.status === 'awaiting' ? t('compose.notSolvedLabel') : t('compose.label')}
      text={text}
      onText={setText}
      buttons={(composed, sent, uploads) => (
        <>
          {withdraw}
          {can('confirm') && (
            <Button type="primary" loading={running === 'confirm'} onClick={() => void run({ action: 'confirm' })}>
              {t('actions.confirm')}
            </Button>
          )}
          <SendButton
            composed={composed}
            uploads={uploads}
            loading={running === 'requesterReply'}
            primary={!can('confirm')}
            onClick={() => void run({ action: 'requesterReply', ...composed }).then((done) => done && sent())}
          >
            {t('actions.reply')}
          </SendButton>
        </>
      )}
    />
  );
}
