import {
  ArrowLeftOutlined,
  FileAddOutlined,
  FolderAddOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import {
  BUILT_IN_TEMPLATES,
  FOLDER_NAME_MAX_BYTES,
  FOLDER_NAME_MAX_CHARS,
  type FolderNameForm,
  type KnowledgeFolder,
  type KnowledgeSearchHit,
  documentTitleProblem,
  folderNameProblem,
  mayKnowledge,
} from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, type FormRule, Input, Result, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  addDocument,
  addFolder,
  deleteFolder,
  getTemplates,
  moveDocument,
  moveFolder,
  renameFolder,
  searchDocuments,
} from '../../api/knowledge';
import { floating } from '../../ui/floating';
import { NameDialog } from '../../ui/NameDialog';
import { useWrite } from '../../ui/useWrite';
import { DocumentPane } from './DocumentPane';
import { MembersDrawer } from './MembersDrawer';
import { SettingsDialog } from './SettingsDialog';
import { SearchResults } from './SearchResults';
import { ShareDialog, type ShareTarget } from './ShareDialog';
import { type FolderAction, SpaceTree } from './SpaceTree';
import { knowledgeKeys, useDocument, useSpace, useTree } from './queries';

type Dialog =
  | { kind: 'folder'; parentId: number | null }
  | { kind: 'rename'; folder: KnowledgeFolder }
  | { kind: 'document'; folderId: number | null }
  | null;

/** The knowledge base's name checks (contract rules) as a rule of the shared name dialog. */
const checked = (check: (value: string) => string | null): FormRule[] => [
  {
    validator: async (_rule, value: string | undefined) => {
      const problem = check(value ?? '');
      if (problem) throw new Error(problem);
    },
  },
];

/** /libraryInfo?kbId=N&docId=M (spec point 2): one space's folder tree, a document, its editor and shares. */
export default function LibraryInfoPage() {
  const { t } = useTranslation('knowledge');
  const [params] = useSearchParams();
  const kbId = Number(params.get('kbId'));
  // Without a space there is nothing to ask: asking for space 0 answered four failure toasts (issue 38, point 8).
  if (!Number.isInteger(kbId) || kbId <= 0) {
    return (
      <Result
        status="404"
        title={t('space.noId')}
        extra={
          <Link to="/knowledgeBase">
            <ArrowLeftOutlined /> {t('space.back')}
          </Link>
        }
      />
    );
  }
  return <SpacePage kbId={kbId} />;
}

function SpacePage({ kbId }: { kbId: number }) {
  const { t } = useTranslation('knowledge');
  const [params, setParams] = useSearchParams();
  const docParam = Number(params.get('docId'));
  const docId = Number.isInteger(docParam) && docParam > 0 ? docParam : undefined;
  const space = useSpace(kbId);
  const tree = useTree(kbId);
  const doc = useDocument(kbId, docId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [shareTarget, setShareTarget] = useState<ShareTarget | null>(null);
  const [members, setMembers] = useState(false);
  const [settings, setSettings] = useState(false);
  const [hits, setHits] = useState<KnowledgeSearchHit[] | null>(null);
  const canWrite = space.data ? mayKnowledge(space.data.role, 'write') : false;
  const templates = useQuery({
    queryKey: [...knowledgeKeys.space(kbId), 'templates'],
    queryFn: async () => (await getTemplates(kbId)).data,
    enabled: canWrite,
  });
  const refresh = [knowledgeKeys.space(kbId)];
  const open = (id: number | undefined) =>
    setParams(id === undefined ? { kbId: String(kbId) } : { kbId: String(kbId), docId: String(id) });
  const removeFolder = useWrite({
    write: (folderId: number) => deleteFolder(kbId, folderId),
    success: t('space.deleted'),
    refresh,
  });
  const move = useWrite({
    write: ({ key, folderId, index }: { key: string; folderId: number | null; index: number }) => {
      const id = Number(key.slice(1));
      return key.startsWith('f') ? moveFolder(kbId, id, folderId, index) : moveDocument(kbId, id, folderId, index);
    },
    refresh,
  });
  const createFolder = useWrite({
    write: ({ name, parentId }: { name: string; parentId: number | null }) => addFolder(kbId, name, parentId),
    refresh,
  });
  const rename = useWrite({
    write: ({ name, folderId }: { name: string; folderId: number }) => renameFolder(kbId, folderId, name),
    refresh,
  });
  const createDocument = useWrite({
    write: ({ title, folderId, template }: { title: string; folderId: number | null; template: string }) => {
      const builtIn = BUILT_IN_TEMPLATES.find((key) => template === `builtin:${key}`);
      return addDocument({
        kbId,
        folderId,
        title,
        builtInTemplate: builtIn ?? null,
        templateId: template !== 'none' && !builtIn ? Number(template) : null,
      });
    },
    refresh,
    onSuccess: (created) => open(created.data.docId),
  });

  if (space.error) return <Result status="404" title={space.error.message} />;
  if (space.isPending || !tree.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const info = space.data;
  const folders = tree.data;

  const folderCheck = (form: FolderNameForm) => (value: string) => {
    const problem = folderNameProblem(value, form);
    if (problem === 'required') return t('folder.required');
    if (problem === 'tooLong') {
      return form === 'dialog'
        ? t('folder.tooLongBytes', { max: FOLDER_NAME_MAX_BYTES })
        : t('folder.tooLongChars', { max: FOLDER_NAME_MAX_CHARS });
    }
    return null;
  };

  const onFolderAction = (folder: KnowledgeFolder, action: FolderAction) => {
    if (action === 'newDocument') setDialog({ kind: 'document', folderId: folder.folderId });
    else if (action === 'newFolder') setDialog({ kind: 'folder', parentId: folder.folderId });
    else if (action === 'rename') setDialog({ kind: 'rename', folder });
    else if (action === 'share') setShareTarget({ kind: 'folder', id: folder.folderId, name: folder.name });
    else removeFolder.mutate(folder.folderId);
  };

  const templateOptions = [
    { value: 'none', label: t('templates.none') },
    ...BUILT_IN_TEMPLATES.map((key) => ({ value: `builtin:${key}`, label: t(`templates.${key}`) })),
    ...(templates.data ?? [])
      .filter((template) => template.templateId !== null)
      .map((template) => ({ value: template.key, label: template.name })),
  ];

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Flex gap={12} align="center" wrap>
            <Link to="/knowledgeBase" aria-label={t('space.back')}>
              <ArrowLeftOutlined /> {t('space.back')}
            </Link>
            <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
              {info.name}
            </Typography.Title>
            <Tag>{t(`roles.${info.role}`)}</Tag>
          </Flex>
          <Flex gap={8} wrap>
            <Input.Search
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              allowClear
              style={{ width: 260 }}
              onSearch={floating(async (keyword) =>
                setHits(keyword.trim() ? (await searchDocuments(keyword, kbId)).data : null),
              )}
            />
            <Button icon={<TeamOutlined />} onClick={() => setMembers(true)}>
              {t('space.members')}
            </Button>
            {mayKnowledge(info.role, 'configure') && (
              <Button icon={<SettingOutlined />} onClick={() => setSettings(true)}>
                {t('space.settings')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
      {hits && (
        <Card
          size="small"
          title={t('search.results')}
          extra={
            <Button type="link" onClick={() => setHits(null)}>
              {t('search.close')}
            </Button>
          }
        >
          <SearchResults hits={hits} />
        </Card>
      )}
      <Flex gap={12} align="start" wrap>
        <Card size="small" style={{ width: 300, flexShrink: 0 }}>
          {canWrite && (
            <Flex gap={8} style={{ marginBottom: 8 }}>
              <Button
                size="small"
                icon={<FileAddOutlined />}
                onClick={() => setDialog({ kind: 'document', folderId: null })}
              >
                {t('space.newDocument')}
              </Button>
              <Button
                size="small"
                icon={<FolderAddOutlined />}
                onClick={() => setDialog({ kind: 'folder', parentId: null })}
              >
                {t('space.newFolder')}
              </Button>
            </Flex>
          )}
          {folders.folders.length + folders.documents.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('space.noDocuments')} />
          ) : (
            <SpaceTree
              tree={folders}
              selectedDocId={docId}
              canWrite={canWrite}
              canManage={mayKnowledge(info.role, 'manage')}
              onOpen={open}
              onFolderAction={onFolderAction}
              onMove={(key, folderId, index) => move.mutate({ key, folderId, index })}
            />
          )}
        </Card>
        <Card style={{ flex: 1, minWidth: 320 }}>
          {doc.data ? (
            <DocumentPane
              key={doc.data.docId}
              space={info}
              doc={doc.data}
              onShare={setShareTarget}
              onDeleted={() => open(undefined)}
              onReload={() => doc.refetch()}
            />
          ) : (
            <Empty description={t('space.pickDocument')} />
          )}
        </Card>
      </Flex>
      {dialog?.kind === 'folder' && (
        <NameDialog
          okText={t('form.ok')}
          cancelText={t('form.cancel')}
          title={t('folder.addTitle')}
          label={t('folder.name')}
          rules={checked(folderCheck('dialog'))}
          onClose={() => setDialog(null)}
          saving={createFolder.isPending}
          onSave={(name, saved) => createFolder.mutate({ name, parentId: dialog.parentId }, { onSuccess: saved })}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          okText={t('form.ok')}
          cancelText={t('form.cancel')}
          title={t('folder.renameTitle')}
          label={t('folder.name')}
          initial={dialog.folder.name}
          rules={checked(folderCheck('settings'))}
          onClose={() => setDialog(null)}
          saving={rename.isPending}
          onSave={(name, saved) => rename.mutate({ name, folderId: dialog.folder.folderId }, { onSuccess: saved })}
        />
      )}
      {dialog?.kind === 'document' && (
        <NameDialog
          okText={t('form.ok')}
          cancelText={t('form.cancel')}
          title={t('doc.addTitle')}
          label={t('doc.title')}
          rules={checked((value) => (documentTitleProblem(value) === 'required' ? t('doc.titleRequired') : null))}
          extra={
            <Form.Item name="template" label={t('doc.template')} initialValue="none">
              <Select options={templateOptions} />
            </Form.Item>
          }
          onClose={() => setDialog(null)}
          saving={createDocument.isPending}
          onSave={(title, saved, values) =>
            createDocument.mutate(
              { title, folderId: dialog.folderId, template: String(values.template ?? 'none') },
              { onSuccess: saved },
            )
          }
        />
      )}
      <ShareDialog kbId={kbId} target={shareTarget} onClose={() => setShareTarget(null)} />
      <MembersDrawer space={info} open={members} onClose={() => setMembers(false)} />
      <SettingsDialog space={info} open={settings} onClose={() => setSettings(false)} />
    </Flex>
  );
}
