import { FileTextOutlined, FolderOutlined } from '@ant-design/icons';
import type { KnowledgeFolder, SharedKnowledge } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Spin, Tree, type TreeDataNode, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getSharedSummary, openShared } from '../../api/knowledge';
import { floating } from '../../ui/floating';
import { PublicShareFrame, ShareGone } from '../../ui/PublicShareFrame';
import { DocumentBody } from './DocumentBody';

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

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

function SharedBody({ token, needsPassword }: { token: string; needsPassword: boolean }) {
  const { t } = useTranslation('knowledge');
  const [password, setPassword] = useState<string | undefined>(needsPassword ? undefined : '');
  const [opened, setOpened] = useState<SharedKnowledge | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async (body: { password?: string; docId?: number }) => {
    try {
      const answer = await openShared(token, body);
      setOpened(answer.data);
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  useQuery({
    queryKey: ['knowledgeShared', token, 'open'],
    queryFn: async () => {
      await open({});
      return true;
    },
    enabled: password === '',
    retry: false,
  });

  if (password === undefined || (needsPassword && !opened)) {
    return (
      <Form
        layout="vertical"
        style={{ maxWidth: 360 }}
        onFinish={floating(async (values: { password: string }) => {
          setPassword(values.password);
          await open({ password: values.password });
        })}
      >
        <Typography.Paragraph>{t('shared.passwordHint')}</Typography.Paragraph>
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
        <Form.Item
          name="password"
          label={t('shared.password')}
          rules={[{ required: true, message: t('shared.passwordHint') }]}
        >
          <Input.Password autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('shared.open')}
        </Button>
      </Form>
    );
  }
  if (failure) return <Alert type="error" showIcon message={failure} />;
  if (!opened) return <Spin aria-label={t('shared.loading')} />;
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
          onSelect={(_keys, info) => void open({ password, docId: Number(String(info.node.key).slice(1)) })}
        />
      </nav>
      <div style={{ flex: 1, minWidth: 280 }}>{article}</div>
    </Flex>
  );
}

/** /knowledgeShared/{token} (spec point 2 public routes, issue 15 "Public sharing"): read-only, no sign-in. */
export default function SharedKnowledgePage() {
  const { t } = useTranslation('knowledge');
  const rest = useParams()['*'] ?? '';
  const token = TOKEN.test(rest) ? rest : undefined;
  const summary = useQuery({
    queryKey: ['knowledgeShared', token],
    queryFn: async () => (await getSharedSummary(token ?? '')).data,
    enabled: token !== undefined,
    retry: false,
  });

  let body: ReactNode;
  if (token === undefined || summary.isError) {
    body = (
      <ShareGone title={t('shared.invalidTitle')} hint={t('shared.invalidHint')} backHome={t('shared.backHome')} />
    );
  } else if (!summary.data) {
    body = <Spin aria-label={t('shared.loading')} />;
  } else {
    body = <SharedBody token={token} needsPassword={summary.data.needsPassword} />;
  }

  return <PublicShareFrame note={t('shared.readOnly')}>{body}</PublicShareFrame>;
}
