import { HistoryOutlined, SafetyOutlined, SettingOutlined } from '@ant-design/icons';
import type { ApiCollection } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Flex, Result, Row, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  createApiRequest,
  editApiRequest,
  exportApiCollection,
  getApiRequest,
  getApiWorkspace,
  sendApiRequest,
} from '../../api/apiTesting';
import { isPlatformAdmin } from '../../app/guard';
import { useSession } from '../../session/store';
import { EmptyState } from '../../ui/queryStatus';
import { saveBlob } from '../../ui/saveBlob';
import { AllowedHostsDialog } from './AllowedHostsDialog';
import { CollectionTree } from './CollectionTree';
import { EnvironmentDialog } from './EnvironmentDialog';
import { HistoryDrawer } from './HistoryDrawer';
import { ImportDialog } from './ImportDialog';
import { RequestEditor } from './RequestEditor';
import { ResponsePanel } from './ResponsePanel';
import { RunDialog } from './RunDialog';
import { type RequestDraft, type ShownResult, draftOf, emptySpec } from './draft';
import { apiTestingKeys } from './keys';
import { useWrite } from '../../ui/useWrite';

type Dialog = 'import' | 'environments' | 'history' | 'hosts' | { run: ApiCollection } | null;

/** The tester of one project (issue 34): the collection tree, the request editor and its answer. */
export function Workbench({ projectId }: { projectId: number }) {
  const { t } = useTranslation('apiTesting');
  const client = useQueryClient();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const requestId = Number(params.get('requestId')) || null;
  const [draft, setDraft] = useState<RequestDraft | null>(null);
  const [changed, setChanged] = useState(false);
  const [result, setResult] = useState<ShownResult | null>(null);
  // undefined: not chosen yet (the first environment); null: none.
  const [chosenEnvironment, setChosenEnvironment] = useState<number | null | undefined>(undefined);
  const [dialog, setDialog] = useState<Dialog>(null);

  const workspace = useQuery({
    queryKey: apiTestingKeys.workspace(projectId),
    queryFn: async () => (await getApiWorkspace(projectId)).data,
  });
  const detail = useQuery({
    queryKey: apiTestingKeys.request(projectId, requestId ?? 0),
    queryFn: async () => (await getApiRequest(projectId, requestId ?? 0)).data,
    enabled: requestId !== null,
  });
  // The request the address names becomes the draft once it arrives (and again when the address names another).
  if (detail.data && detail.data.requestId === requestId && draft?.requestId !== requestId) {
    setDraft(draftOf(detail.data));
    setChanged(false);
    setResult(null);
  }
  const environments = workspace.data?.environments ?? [];
  const environmentId = chosenEnvironment === undefined ? (environments[0]?.environmentId ?? null) : chosenEnvironment;

  const open = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('requestId', String(id));
      return next;
    });
  const refresh = () => client.invalidateQueries({ queryKey: apiTestingKeys.all(projectId) });
  const send = useWrite({
    write: async (current: RequestDraft) =>
      (await sendApiRequest({ projectId, requestId: current.requestId, environmentId, spec: current.spec })).data,
    onSuccess: async (sent, current) => {
      setResult({ ...sent, sentAt: null, requestId: current.requestId });
      await client.invalidateQueries({ queryKey: apiTestingKeys.history(projectId) });
    },
  });
  const save = useWrite({
    write: async (current: RequestDraft) =>
      (
        await editApiRequest({
          projectId,
          requestId: current.requestId,
          folderId: current.folderId,
          name: current.name,
          spec: current.spec,
          updateTime: current.updateTime,
        })
      ).data,
    onSuccess: async (saved) => {
      setDraft(draftOf(saved));
      setChanged(false);
      client.setQueryData(apiTestingKeys.request(projectId, saved.requestId), saved);
      await client.invalidateQueries({ queryKey: apiTestingKeys.workspace(projectId) });
    },
  });
  const newRequest = async (collectionId: number, folderId: number | null) => {
    const created = await createApiRequest({
      projectId,
      collectionId,
      folderId,
      name: t('tree.newRequest'),
      spec: { ...emptySpec(), url: '{{baseUrl}}/' },
    });
    await refresh();
    open(created.data.requestId);
  };
  const exportCollection = async (collection: ApiCollection) => {
    const blob = await exportApiCollection(projectId, collection.collectionId);
    saveBlob(blob, `${collection.name}.postman_collection.json`);
  };

  if (workspace.error) return <Result status="error" title={workspace.error.message} />;
  if (!workspace.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const data = workspace.data;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8} xl={7}>
          <CollectionTree
            projectId={projectId}
            collections={data.collections}
            openRequestId={requestId}
            actions={{
              onOpen: open,
              onNewRequest: (collectionId, folderId) => void newRequest(collectionId, folderId),
              onRun: (collection) => setDialog({ run: collection }),
              onExport: (collection) => void exportCollection(collection),
              onImport: () => setDialog('import'),
            }}
          />
        </Col>
        <Col xs={24} lg={16} xl={17}>
          <Flex vertical gap={16}>
            <Flex gap={8} wrap align="center">
              <Select<number | 'none'>
                aria-label={t('environments.label')}
                style={{ minWidth: 200 }}
                value={environmentId ?? 'none'}
                onChange={(value) => setChosenEnvironment(value === 'none' ? null : value)}
                options={[
                  { value: 'none' as const, label: t('environments.none') },
                  ...environments.map((row) => ({ value: row.environmentId, label: row.name })),
                ]}
              />
              <Button icon={<SettingOutlined />} onClick={() => setDialog('environments')}>
                {t('environments.manage')}
              </Button>
              <Button icon={<HistoryOutlined />} onClick={() => setDialog('history')}>
                {t('history.open')}
              </Button>
              {session && isPlatformAdmin(session) && (
                <Button icon={<SafetyOutlined />} onClick={() => setDialog('hosts')}>
                  {t('allowedHosts.open')}
                </Button>
              )}
            </Flex>
            {draft ? (
              <RequestEditor
                key={draft.requestId}
                draft={draft}
                changed={changed}
                sending={send.isPending}
                saving={save.isPending}
                onChange={(next) => {
                  setDraft(next);
                  setChanged(true);
                }}
                onSend={() => send.mutate(draft)}
                onSave={() => save.mutate(draft)}
              />
            ) : requestId !== null && !detail.error ? (
              <Skeleton active />
            ) : (
              <EmptyState description={t('editor.choose')} />
            )}
            <ResponsePanel projectId={projectId} result={result} sending={send.isPending} />
          </Flex>
        </Col>
      </Row>
      {dialog === 'import' && (
        <ImportDialog
          projectId={projectId}
          onClose={() => setDialog(null)}
          onImported={(imported) => {
            setDialog(null);
            if (imported.environmentId !== null) setChosenEnvironment(imported.environmentId);
            void refresh();
          }}
        />
      )}
      {dialog === 'environments' && (
        <EnvironmentDialog
          projectId={projectId}
          environments={environments}
          secretsVisible={data.secretsVisible}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'history' && (
        <HistoryDrawer projectId={projectId} onClose={() => setDialog(null)} onShow={setResult} />
      )}
      {dialog === 'hosts' && <AllowedHostsDialog onClose={() => setDialog(null)} />}
      {dialog !== null && typeof dialog === 'object' && (
        <RunDialog
          projectId={projectId}
          collection={dialog.run}
          environmentId={environmentId}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
