import type { WorkOrderAction, WorkOrderDetail } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCannedAnswers, getDeskStaff } from '../../api/workOrders';
import { currentLocale } from '../../i18n';
import { ReplyComposer, SendButton } from './ReplyComposer';
import { useWorkOrderAction } from './useWorkOrderAction';
import { workOrderKeys } from './workOrderKeys';

/**
 * What support staff can do with an order (docs/DOMAIN.md "Work orders"): accept it (it becomes theirs if nobody
 * holds it), start processing, assign it to another support person, reply (with the canned answers of the page's
 * language), reply and ask the requester to confirm, and write internal notes the requester never sees.
 */
export function DeskActions({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('workOrders');
  const locale = currentLocale();
  const { run, running } = useWorkOrderAction(order);
  const [text, setText] = useState('');
  const can = (action: WorkOrderAction) => order.actions.includes(action);
  const staff = useQuery({
    queryKey: workOrderKeys.staff,
    queryFn: async () => (await getDeskStaff()).data,
    enabled: can('assign'),
  });
  const canned = useQuery({
    queryKey: workOrderKeys.canned(locale),
    queryFn: async () => (await getCannedAnswers(locale)).data,
    enabled: can('supportReply') || can('askConfirm'),
  });

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        {can('accept') && (
          <Button type="primary" loading={running === 'accept'} onClick={() => void run({ action: 'accept' })}>
            {t('actions.accept')}
          </Button>
        )}
        {can('start') && (
          <Button type="primary" loading={running === 'start'} onClick={() => void run({ action: 'start' })}>
            {t('actions.start')}
          </Button>
        )}
        {can('assign') && (
          <Select<number>
            aria-label={t('actions.assign')}
            placeholder={t('actions.assign')}
            style={{ minWidth: 200 }}
            loading={staff.isFetching || running === 'assign'}
            value={order.assignee?.userId}
            options={(staff.data ?? []).map((person) => ({ value: person.userId, label: person.nickName }))}
            onChange={(assigneeId) => void run({ action: 'assign', assigneeId })}
          />
        )}
      </Flex>
      {can('note') && (
        <ReplyComposer
          label={t('compose.deskLabel')}
          text={text}
          onText={setText}
          above={
            (canned.data?.length ?? 0) > 0 && (
              <Select<number>
                aria-label={t('compose.canned')}
                placeholder={t('compose.canned')}
                style={{ maxWidth: 320 }}
                value={null}
                options={(canned.data ?? []).map((answer) => ({ value: answer.cannedId, label: answer.title }))}
                onChange={(cannedId) => {
                  const answer = canned.data?.find((item) => item.cannedId === cannedId);
                  if (answer)
                    setText((current) => (current.trim() === '' ? answer.body : `${current}\n${answer.body}`));
                }}
              />
            )
          }
          buttons={(composed, sent, uploads) => (
            <>
              <SendButton
                composed={composed}
                uploads={uploads}
                loading={running === 'note'}
                onClick={() => void run({ action: 'note', ...composed }).then((done) => done && sent())}
              >
                {t('actions.note')}
              </SendButton>
              {can('supportReply') && (
                <SendButton
                  composed={composed}
                  uploads={uploads}
                  loading={running === 'supportReply'}
                  primary={!can('askConfirm')}
                  onClick={() => void run({ action: 'supportReply', ...composed }).then((done) => done && sent())}
                >
                  {t('actions.reply')}
                </SendButton>
              )}
              {can('askConfirm') && (
                <SendButton
                  composed={composed}
                  uploads={uploads}
                  loading={running === 'askConfirm'}
                  primary
                  optional
                  onClick={() => void run({ action: 'askConfirm', ...composed }).then((done) => done && sent())}
                >
                  {t('actions.askConfirm')}
                </SendButton>
              )}
            </>
          )}
        />
      )}
    </Flex>
  );
}
