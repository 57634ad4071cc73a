import type { EmpowerEntry } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { cancelEmpower, getEmpowerList } from '../../api/profile';
import { Popconfirm } from '../../ui/Popconfirm';
import { UserAvatar } from '../../ui/UserAvatar';
import { formatInstant } from '../../ui/format';
import { settled, useWrite } from '../../ui/useWrite';
import { PROFILE_KEY } from './queries';
import { listStatus } from '../../ui/queryStatus';

const EMPOWER_KEY = ['empower'] as const;

/** Third-party authorisations (GET /{product}/getEmpower), each cancellable. */
export function AuthorisationsTab() {
  const { t } = useTranslation(['profile', 'account']);
  const query = useQuery({ queryKey: EMPOWER_KEY, queryFn: async () => (await getEmpowerList()).data });
  const cancel = useWrite({
    write: (id: number) => cancelEmpower(id),
    success: t('empower.cancelled'),
    refresh: [EMPOWER_KEY, PROFILE_KEY],
  });

  return (
    <Table<EmpowerEntry>
      rowKey="id"
      dataSource={query.data ?? []}
      pagination={false}
      {...listStatus(query, t('empower.empty'))}
      columns={[
        {
          title: t('empower.type'),
          dataIndex: 'type',
          render: (type: EmpowerEntry['type']) => t(`account:social.providers.${type}`),
        },
        {
          title: t('empower.nickName'),
          dataIndex: 'nickName',
          render: (_value, entry) => (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <UserAvatar avatar={entry.avatar} nickName={entry.nickName} size={24} />
              {entry.nickName}
            </span>
          ),
        },
        { title: t('empower.createTime'), dataIndex: 'createTime', render: (value: string) => formatInstant(value) },
        {
          title: t('empower.action'),
          key: 'action',
          render: (_value, entry) => (
            <Popconfirm
              title={t('empower.cancelConfirm')}
              okText={t('confirm')}
              cancelText={t('cancel')}
              onConfirm={() => settled(cancel.mutateAsync(entry.id))}
            >
              <Button danger type="link">
                {t('empower.cancel')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
