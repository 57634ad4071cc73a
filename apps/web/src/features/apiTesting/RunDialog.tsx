import type { ApiCollection, ApiRunSaved } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Modal, Progress, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getApiRequest, saveApiRun, sendApiRequest } from '../../api/apiTesting';
import { requestsInOrder } from './draft';
import { apiTestingKeys } from './keys';

interface RunRow {
  requestId: number;
  name: string;
  method: string;
  historyId: number | null;
  status: number | null;
  timeMs: number;
  passed: boolean;
  /** Why there is no answer: the refusal or the send's own error. */
  note: string | null;
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'msg' in error) return String((error as { msg: unknown }).msg);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Issue 34 "Running a whole collection gives a report (passed, failed, time) that can be saved as a test run": the
 * page sends the collection's requests one after the other through the server (each kept in the history), then
 * the report can become a test task whose results the server reads from that history.
 */
export function RunDialog(props: {
  projectId: number;
  collection: ApiCollection;
  environmentId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('apiTesting');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [rows, setRows] = useState<RunRow[]>([]);
  const [running, setRunning] = useState(false);
  const [saved, setSaved] = useState<(ApiRunSaved & { name: string }) | null>(null);
  const stopped = useRef(false);
  const order = requestsInOrder(props.collection);

  const run = async () => {
    // A Stop click sets it while the run awaits, which TypeScript's narrowing does not follow.
    stopped.current = false as boolean;
    setRows([]);
    setSaved(null);
    setRunning(true);
    for (const request of order) {
      if (stopped.current) break;
      const row: RunRow = {
        requestId: request.requestId,
        name: request.name,
        method: request.method,
        historyId: null,
        status: null,
        timeMs: 0,
        passed: false,
        note: null,
      };
      try {
        const { spec } = (await getApiRequest(props.projectId, request.requestId)).data;
        const sent = (
          await sendApiRequest(
            { projectId: props.projectId, requestId: request.requestId, environmentId: props.environmentId, spec },
            true,
          )
        ).data;
        Object.assign(row, {
          historyId: sent.historyId,
          status: sent.response?.status ?? null,
          timeMs: sent.response?.timeMs ?? 0,
          passed: sent.passed,
          note: sent.error,
        });
      } catch (error) {
        row.note = messageOf(error);
      }
      setRows((done) => [...done, row]);
    }
    setRunning(false);
    await client.invalidateQueries({ queryKey: apiTestingKeys.history(props.projectId) });
  };

  // The run starts with the dialog: opening it is the person's "run this collection".
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  });

  const passed = rows.filter((row) => row.passed).length;
  const time = rows.reduce((sum, row) => sum + row.timeMs, 0);
  const save = async () => {
    const answer = await saveApiRun({
      projectId: props.projectId,
      collectionId: props.collection.collectionId,
      results: rows.map((row) => ({ requestId: row.requestId, historyId: row.historyId })),
    });
    const name = props.collection.name;
    setSaved({ ...answer.data, name });
    void message.success(t('run.saved', { name }));
  };
  return (
    <Modal
      open
      width={760}
      title={t('run.title', { name: props.collection.name })}
      onCancel={() => {
        stopped.current = true;
        props.onClose();
      }}
      footer={[
        running ? (
          <Button key="stop" onClick={() => (stopped.current = true)}>
            {t('run.stop')}
          </Button>
        ) : (
          <Button key="again" onClick={() => void run()} disabled={order.length === 0}>
            {t('run.again')}
          </Button>
        ),
        <Button
          key="save"
          type="primary"
          disabled={running || rows.length === 0 || saved !== null}
          onClick={() => void save()}
        >
          {t('run.save')}
        </Button>,
      ]}
    >
      {order.length === 0 ? (
        <Typography.Text type="secondary">{t('run.empty')}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Progress
            percent={Math.round((rows.length * 100) / order.length)}
            success={{ percent: Math.round((passed * 100) / order.length) }}
            status={running ? 'active' : rows.length > passed ? 'exception' : 'success'}
            aria-label={t('run.running', { done: rows.length, total: order.length })}
          />
          <Typography.Text strong data-testid="run-summary">
            {running
              ? t('run.running', { done: rows.length + 1, total: order.length })
              : t('run.summary', { passed, failed: rows.length - passed, time })}
          </Typography.Text>
          {saved && <Link to={`/test?taskId=${String(saved.taskId)}&tab=cases`}>{t('run.openTask')}</Link>}
          <Table<RunRow>
            size="small"
            rowKey="requestId"
            pagination={false}
            dataSource={rows}
            columns={[
              {
                title: t('run.request'),
                key: 'name',
                render: (_, row) => (
                  <span>
                    <Tag>{row.method}</Tag>
                    {row.name}
                  </span>
                ),
              },
              { title: t('run.status'), key: 'status', render: (_, row) => row.status ?? row.note ?? t('run.notSent') },
              { title: t('run.time'), key: 'time', render: (_, row) => t('response.time', { ms: row.timeMs }) },
              {
                title: t('run.result'),
                key: 'result',
                render: (_, row) => (
                  <Tag color={row.passed ? 'success' : 'error'}>{row.passed ? t('run.passed') : t('run.failed')}</Tag>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
