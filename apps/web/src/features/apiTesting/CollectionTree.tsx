import { FolderAddOutlined, ImportOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { API_NAME_MAX, type ApiCollection, type ApiFolder, type ApiRequestSummary } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Flex, Tag, Tree } from 'antd';
import type { MenuProps } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createApiCollection,
  createApiFolder,
  deleteApiCollection,
  deleteApiFolder,
  deleteApiRequest,
  editApiCollection,
  renameApiFolder,
} from '../../api/apiTesting';
import { NameDialog } from '../../ui/NameDialog';
import { useWrite } from '../../ui/useWrite';
import { apiTestingKeys } from './keys';

type Naming = { title: string; label: string; initial: string; submit: (name: string) => Promise<unknown> } | null;

export interface TreeActions {
  onOpen: (requestId: number) => void;
  onNewRequest: (collectionId: number, folderId: number | null) => void;
  onRun: (collection: ApiCollection) => void;
  onExport: (collection: ApiCollection) => void;
  onImport: () => void;
}

/** The method in the tree, in monospace and the tag's default colours (antd's coloured tags fall short of AA). */
const methodStyle = { marginInlineEnd: 6, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** The collections of the project as a tree (issue 34): collections, their folders and requests. */
export function CollectionTree(props: {
  projectId: number;
  collections: ApiCollection[];
  openRequestId: number | null;
  actions: TreeActions;
}) {
  const { t } = useTranslation('apiTesting');
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [naming, setNaming] = useState<Naming>(null);
  const { projectId, actions } = props;
  const refresh = () => client.invalidateQueries({ queryKey: apiTestingKeys.workspace(projectId) });
  const confirm = (title: string, work: () => Promise<unknown>) =>
    modal.confirm({
      title,
      okButtonProps: { danger: true },
      onOk: async () => {
        await work();
        await refresh();
      },
    });
  const named = (title: string, label: string, initial: string, submit: (name: string) => Promise<unknown>) =>
    setNaming({ title, label, initial, submit });
  // A new or renamed collection, folder or request; the tree is read again once it went through.
  const saveName = useWrite({
    write: (save: () => Promise<unknown>) => save(),
    refresh: [apiTestingKeys.workspace(projectId)],
  });

  const menu = (name: string, items: MenuProps['items']): ReactNode => (
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Dropdown trigger={['click']} menu={{ items }}>
        <Button size="small" type="text" icon={<MoreOutlined />} aria-label={t('tree.actions', { name })} />
      </Dropdown>
    </span>
  );
  const folderItems = (collection: ApiCollection, folder: ApiFolder | null): MenuProps['items'] => [
    {
      key: 'request',
      label: t('tree.newRequest'),
      onClick: () => actions.onNewRequest(collection.collectionId, folder?.folderId ?? null),
    },
    {
      key: 'folder',
      label: t('tree.newFolder'),
      onClick: () =>
        named(t('tree.newFolder'), t('tree.folderName'), '', (name) =>
          createApiFolder({
            projectId,
            collectionId: collection.collectionId,
            parentId: folder?.folderId ?? null,
            name,
          }),
        ),
    },
  ];
  const requestNode = (request: ApiRequestSummary): DataNode => ({
    key: `r:${String(request.requestId)}`,
    isLeaf: true,
    title: (
      <Flex gap={6} align="center" justify="space-between" data-testid="tree-request">
        <span>
          <Tag style={methodStyle}>{request.method}</Tag>
          {request.name}
          {request.defect && (
            <Tag color="error" style={{ marginInlineStart: 6 }}>
              {t('tree.defect', { number: request.defect.number })}
            </Tag>
          )}
        </span>
        {menu(request.name, [
          {
            key: 'delete',
            danger: true,
            label: t('tree.delete'),
            onClick: () =>
              void confirm(t('tree.deleteRequest', { name: request.name }), () =>
                deleteApiRequest(projectId, request.requestId),
              ),
          },
        ])}
      </Flex>
    ),
  });
  const folderNodes = (collection: ApiCollection, parentId: number | null): DataNode[] => [
    ...collection.folders
      .filter((folder) => folder.parentId === parentId)
      .map((folder) => ({
        key: `f:${String(folder.folderId)}`,
        selectable: false,
        title: (
          <Flex gap={6} align="center" justify="space-between">
            <span>{folder.name}</span>
            {menu(folder.name, [
              ...(folderItems(collection, folder) ?? []),
              {
                key: 'rename',
                label: t('tree.rename'),
                onClick: () =>
                  named(t('tree.rename'), t('tree.folderName'), folder.name, (name) =>
                    renameApiFolder({ projectId, folderId: folder.folderId, name }),
                  ),
              },
              {
                key: 'delete',
                danger: true,
                label: t('tree.delete'),
                onClick: () =>
                  void confirm(t('tree.deleteFolder', { name: folder.name }), () =>
                    deleteApiFolder(projectId, folder.folderId),
                  ),
              },
            ])}
          </Flex>
        ),
        children: folderNodes(collection, folder.folderId),
      })),
    ...collection.requests.filter((request) => request.folderId === parentId).map(requestNode),
  ];
  const treeData: DataNode[] = props.collections.map((collection) => ({
    key: `c:${String(collection.collectionId)}`,
    selectable: false,
    title: (
      <Flex gap={6} align="center" justify="space-between">
        <strong>{collection.name}</strong>
        {menu(collection.name, [
          { key: 'run', label: t('tree.run'), onClick: () => actions.onRun(collection) },
          ...(folderItems(collection, null) ?? []),
          { key: 'export', label: t('tree.export'), onClick: () => actions.onExport(collection) },
          {
            key: 'rename',
            label: t('tree.rename'),
            onClick: () =>
              named(t('tree.rename'), t('tree.collectionName'), collection.name, (name) =>
                editApiCollection({
                  projectId,
                  collectionId: collection.collectionId,
                  name,
                  description: collection.description,
                }),
              ),
          },
          {
            key: 'delete',
            danger: true,
            label: t('tree.delete'),
            onClick: () =>
              void confirm(t('tree.deleteCollection', { name: collection.name }), () =>
                deleteApiCollection(projectId, collection.collectionId),
              ),
          },
        ])}
      </Flex>
    ),
    children: folderNodes(collection, null),
  }));

  return (
    <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('tree.title')}</h2>}>
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            named(t('tree.newCollection'), t('tree.collectionName'), '', (name) =>
              createApiCollection({ projectId, name }),
            )
          }
        >
          {t('tree.newCollection')}
        </Button>
        <Button size="small" icon={<ImportOutlined />} onClick={actions.onImport}>
          {t('tree.import')}
        </Button>
      </Flex>
      {props.collections.length === 0 ? (
        <Flex vertical align="center" gap={8} style={{ padding: 16, textAlign: 'center' }}>
          <FolderAddOutlined style={{ fontSize: 28, color: '#8c8c8c' }} />
          <span>{t('tree.empty')}</span>
        </Flex>
      ) : (
        <Tree
          // A collection or folder added later opens expanded like the rest: a new set of them draws the tree anew.
          key={props.collections
            .map((collection) =>
              [collection.collectionId, ...collection.folders.map((folder) => folder.folderId)].join('.'),
            )
            .join('|')}
          blockNode
          defaultExpandAll
          treeData={treeData}
          selectedKeys={props.openRequestId === null ? [] : [`r:${String(props.openRequestId)}`]}
          onSelect={(keys) => {
            const key = String(keys[0] ?? '');
            if (key.startsWith('r:')) actions.onOpen(Number(key.slice(2)));
          }}
        />
      )}
      {naming && (
        <NameDialog
          title={naming.title}
          label={naming.label}
          initial={naming.initial}
          rules={[{ required: true, whitespace: true, max: API_NAME_MAX }]}
          saving={saveName.isPending}
          onSave={(name, saved) => saveName.mutate(() => naming.submit(name), { onSuccess: saved })}
          onClose={() => setNaming(null)}
        />
      )}
    </Card>
  );
}
