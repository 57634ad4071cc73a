import type { ApiHistoryRow } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearApiHistory, getApiHistory, getApiHistoryEntry } from '../../api/apiTesting';
import { EmptyState, ListSkeleton } from '../../ui/queryStatus';
import { type ShownResult, resultOfHistory } from './draft';
import { apiTestingKeys } from './keys';
import { formatInstant } from '../../ui/format';

/** The person's sent requests in this project, newest first (issue 34); one opens in the answer panel. */
export function HistoryDrawer(props: {
  projectId: number;
  onClose: () => void;
  onShow: (result: ShownResult) => void;
}) {
  const { t } = useTranslation('apiTesting');
  const { modal } = App.useApp();
  const client = useQueryClient();
  const history = useQuery({
    queryKey: apiTestingKeys.history(props.projectId),
    queryFn: async () => (await getApiHistory(props.projectId)).data,
  });
  const show = async (row: ApiHistoryRow) => {
    props.onShow(resultOfHistory((await getApiHistoryEntry(props.projectId, row.historyId)).data));
    props.onClose();
  };
  const clear = () =>
    modal.confirm({
      title: t('history.clearConfirm'),
      onOk: async () => {
        await clearApiHistory(props.projectId);
        await client.invalidateQueries({ queryKey: apiTestingKeys.history(props.projectId) });
      },
    });
  return (
    <Drawer
      open
      title={t('history.title')}
      width={520}
      onClose={props.onClose}
      extra={
        <Button danger disabled={!history.data?.length} onClick={() => void clear()}>
          {t('history.clear')}
        </Button>
      }
    >
      {!history.data ? (
        <ListSkeleton />
      ) : history.data.length === 0 ? (
        <EmptyState description={t('history.empty')} />
      ) : (
        <List
          dataSource={history.data}
          renderItem={(row) => (
            <List.Item
              actions={[
                <Button key="show" size="small" onClick={() => void show(row)}>
                  {t('history.show')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <span>
                    <Tag>{row.method}</Tag>
                    {row.name ?? row.url}
                  </span>
                }
                description={
                  <>
                    <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                      {row.url}
                    </Typography.Text>
                    <div>
                      <Tag color={row.passed ? 'success' : 'error'}>{row.status ?? t('history.noAnswer')}</Tag>
                      {t('response.time', { ms: row.timeMs })} · {formatInstant(row.createTime)}
                    </div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
