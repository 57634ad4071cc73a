import { FileTextOutlined, FolderOutlined, MoreOutlined } from '@ant-design/icons';
import type { KnowledgeFolder, KnowledgeTree } from '@questline/contract';
import { Button, Dropdown, Tag, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useTranslation } from 'react-i18next';

export type FolderAction = 'newDocument' | 'newFolder' | 'rename' | 'share' | 'delete';

interface SpaceTreeProps {
  tree: KnowledgeTree;
  selectedDocId: number | undefined;
  canWrite: boolean;
  canManage: boolean;
  onOpen: (docId: number) => void;
  onFolderAction: (folder: KnowledgeFolder, action: FolderAction) => void;
  /** A drag: the node (`d<id>` or `f<id>`), its new folder (null: the top level) and place among siblings. */
  onMove: (key: string, folderId: number | null, index: number) => void;
}

const docKey = (docId: number) => `d${String(docId)}`;
const folderKey = (folderId: number) => `f${String(folderId)}`;

/** The folder tree with its documents; writers drag folders and documents to move and reorder them. */
export function SpaceTree(props: SpaceTreeProps) {
  const { t } = useTranslation('knowledge');
  const folders = new Map<string, KnowledgeFolder>();

  const folderActions = (folder: KnowledgeFolder) => {
    const items: { key: FolderAction; label: string; danger?: boolean }[] = [
      { key: 'newDocument', label: t('space.newDocumentHere') },
      { key: 'newFolder', label: t('space.newFolderHere') },
      { key: 'rename', label: t('space.rename') },
      { key: 'share', label: t('space.share') },
    ];
    if (props.canManage) items.push({ key: 'delete', label: t('space.delete'), danger: true });
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            props.onFolderAction(folder, key as FolderAction);
          },
        }}
      >
        <Button
          size="small"
          type="text"
          aria-label={`${t('space.more')}: ${folder.name}`}
          icon={<MoreOutlined />}
          onClick={(event) => event.stopPropagation()}
        />
      </Dropdown>
    );
  };

  const toNodes = (list: KnowledgeFolder[], documents: KnowledgeTree['documents']): TreeDataNode[] => [
    ...list.map((folder) => {
      folders.set(folderKey(folder.folderId), folder);
      return {
        key: folderKey(folder.folderId),
        icon: <FolderOutlined />,
        title: (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            {folder.name}
            {props.canWrite && folderActions(folder)}
          </span>
        ),
        children: toNodes(folder.children, folder.documents),
      };
    }),
    ...documents.map((doc) => ({
      key: docKey(doc.docId),
      icon: <FileTextOutlined />,
      isLeaf: true,
      title: (
        <span>
          <span>{doc.title}</span>
          {doc.status === 'draft' && <Tag style={{ marginInlineStart: 6 }}>{t('status.draft')}</Tag>}
        </span>
      ),
    })),
  ];
  const data = toNodes(props.tree.folders, props.tree.documents);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragKey = String(info.dragNode.key);
    const dropKey = String(info.node.key);
    const into = !info.dropToGap && dropKey.startsWith('f');
    const pos = info.node.pos.split('-');
    const dropIndex = Number(pos[pos.length - 1]);
    const parentFolder = (key: string): number | null => {
      for (const folder of folders.values()) {
        if (folder.children.some((child) => folderKey(child.folderId) === key)) return folder.folderId;
        if (folder.documents.some((doc) => docKey(doc.docId) === key)) return folder.folderId;
      }
      return null;
    };
    const target = into ? Number(dropKey.slice(1)) : parentFolder(dropKey);
    props.onMove(dragKey, target, into ? 0 : Math.max(0, info.dropPosition < dropIndex ? dropIndex : dropIndex + 1));
  };

  return (
    <Tree
      aria-label={t('space.tree')}
      showIcon
      blockNode
      defaultExpandAll
      draggable={props.canWrite ? { icon: false } : false}
      treeData={data}
      selectedKeys={props.selectedDocId === undefined ? [] : [docKey(props.selectedDocId)]}
      onSelect={(_keys, info) => {
        const key = String(info.node.key);
        if (key.startsWith('d')) props.onOpen(Number(key.slice(1)));
      }}
      onDrop={onDrop}
    />
  );
}
