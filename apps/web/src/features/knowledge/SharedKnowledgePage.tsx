import { FileTextOutlined, FolderOutlined } from '@ant-design/icons';
import type { KnowledgeFolder, SharedKnowledge } from '@questline/contract';
import { Flex, Tree, type TreeDataNode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSharedSummary, openShared } from '../../api/knowledge';
import { SharePage } from '../../ui/share/SharePage';
import { UnlockedShare } from '../../ui/share/UnlockedShare';
import { DocumentBody } from './DocumentBody';

function treeNodes(folders: KnowledgeFolder[]): TreeDataNode[] {
  return folders.map((folder) => ({
    key: `f${String(folder.folderId)}`,
    title: folder.name,
    icon: <FolderOutlined />,
    selectable: false,
    children: [
      ...treeNodes(folder.children),
      ...folder.documents.map((doc) => ({
        key: `d${String(doc.docId)}`,
        title: doc.title,
        icon: <FileTextOutlined />,
        isLeaf: true,
      })),
    ],
  }));
}

/** A shared document alone, or a shared folder's tree with the document chosen in it. */
function SharedContent({ opened, go }: { opened: SharedKnowledge; go: (part: { docId: number }) => void }) {
  const { t } = useTranslation('knowledge');
  const doc = opened.document;
  const article = doc ? (
    <article data-testid="shared-document">
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {doc.title}
      </Typography.Title>
      <DocumentBody html={doc.content} />
    </article>
  ) : (
    <Typography.Paragraph type="secondary">{t('shared.pick')}</Typography.Paragraph>
  );
  if (opened.kind === 'document') return article;
  return (
    <Flex gap={24} align="start" wrap>
      <nav aria-label={t('shared.contents')} style={{ width: 260 }}>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('shared.contents')}
        </Typography.Title>
        <Tree
          showIcon
          defaultExpandAll
          treeData={treeNodes(opened.tree?.folders ?? [])}
          selectedKeys={doc ? [`d${String(doc.docId)}`] : []}
          onSelect={(_keys, info) => go({ docId: Number(String(info.node.key).slice(1)) })}
        />
      </nav>
      <div style={{ flex: 1, minWidth: 280 }}>{article}</div>
    </Flex>
  );
}

/** /knowledgeShared/{token} (spec point 2 public routes, issue 15 "Public sharing"): read-only, no sign-in. */
export default function SharedKnowledgePage() {
  const { t } = useTranslation('knowledge');
  return (
    <SharePage
      name="knowledgeShared"
      read={async (token) => (await getSharedSummary(token)).data}
      words={{
        readOnly: t('shared.readOnly'),
        invalidTitle: t('shared.invalidTitle'),
        invalidHint: t('shared.invalidHint'),
        backHome: t('shared.backHome'),
        loading: t('shared.loading'),
      }}
    >
      {(summary, token) => (
        <UnlockedShare
          name="knowledgeShared"
          token={token}
          needsPassword={summary.needsPassword}
          open={async (password, part?: { docId: number }) =>
            (await openShared(token, { ...(password === undefined ? {} : { password }), ...part })).data
          }
          words={{
            passwordHint: t('shared.passwordHint'),
            password: t('shared.password'),
            open: t('shared.open'),
            loading: t('shared.loading'),
          }}
        >
          {(opened, go) => <SharedContent opened={opened} go={go} />}
        </UnlockedShare>
      )}
    </SharePage>
  );
}
