import { PlusOutlined } from '@ant-design/icons';
import type { CannedAnswer } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Result, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCannedAnswers, removeCannedAnswer } from '../../../api/workOrders';
import { listStatus } from '../../../ui/queryStatus';
import { formatInstant } from '../../../ui/format';
import { useWrite } from '../../../ui/useWrite';
import { workOrderKeys } from '../../workOrders';
import { CannedAnswerDialog } from './CannedAnswerDialog';

/** The canned answers of both languages, which support drops into replies; each opens its form or is removed. */
export function CannedAnswersPanel() {
  const { t } = useTranslation('desk');
  const client = useQueryClient();
  const list = useQuery({
    queryKey: workOrderKeys.canned(undefined),
    queryFn: async () => (await getCannedAnswers()).data,
  });
  const [editing, setEditing] = useState<CannedAnswer | 'new' | null>(null);
  // The list is read again either way: a refusal may mean the answer is gone already.
  const remove = useWrite({
    write: (answer: CannedAnswer) => removeCannedAnswer(answer.cannedId),
    success: (_answer, answer) => t('canned.removed', { title: answer.title }),
    onSettled: () => client.invalidateQueries({ queryKey: workOrderKeys.all }),
  });

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="end">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t('canned.add')}
        </Button>
      </Flex>
      <Table<CannedAnswer>
        rowKey="cannedId"
        size="small"
        dataSource={list.data ?? []}
        {...listStatus(list, t('canned.empty'))}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'locale', title: t('canned.locale'), render: (_v, row) => t(`canned.locales.${row.locale}`) },
          { key: 'title', title: t('canned.title'), render: (_v, row) => row.title },
          {
            key: 'body',
            title: t('canned.body'),
            render: (_v, row) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 480 }}>
                {row.body}
              </Typography.Paragraph>
            ),
          },
          { key: 'updated', title: t('canned.updated'), render: (_v, row) => formatInstant(row.updateTime) },
          {
            key: 'actions',
            title: t('canned.actions'),
            render: (_v, row) => (
              <Flex gap={4}>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('canned.edit')}
                </Button>
                <Popconfirm
                  title={t('canned.removeConfirm', { title: row.title })}
                  onConfirm={() => remove.mutate(row)}
                >
                  <Button size="small" danger loading={remove.isPending && remove.variables.cannedId === row.cannedId}>
                    {t('canned.remove')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
      {editing !== null && <CannedAnswerDialog target={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
