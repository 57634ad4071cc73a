import { BookOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BUILT_IN_TEMPLATES,
  type BuiltInTemplate,
  KNOWLEDGE_COVERS,
  KNOWLEDGE_NAME_MAX_BYTES,
  KNOWLEDGE_REMARK_MAX,
  type KnowledgeBase,
  type KnowledgeCover,
  type KnowledgeSearchHit,
  knowledgeNameProblem,
} from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Row,
  Select,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { acceptInvite, addSpace, getInviteInfo, searchDocuments } from '../../api/knowledge';
import { floating } from '../../ui/floating';
import { useWrite } from '../../ui/useWrite';
import { ProjectField } from './ProjectField';
import { SearchResults } from './SearchResults';
import { knowledgeKeys, useSpaces } from './queries';
import { COVER_COLOURS } from './covers';

interface CreateValues {
  name: string;
  remark?: string;
  cover: KnowledgeCover;
  template: BuiltInTemplate | 'none';
  projectId?: number | null;
}

function CreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<CreateValues>();
  const navigate = useNavigate();
  // A refusal keeps the dialog open with what was typed; the client showed the server's reason.
  const create = useWrite({
    write: (values: CreateValues) =>
      addSpace({
        name: values.name,
        remark: values.remark ?? '',
        cover: values.cover,
        template: values.template === 'none' ? null : values.template,
        projectId: values.projectId ?? null,
      }),
    refresh: [knowledgeKeys.list()],
    onSuccess: (created) => {
      onClose();
      void navigate(`/libraryInfo?kbId=${String(created.data.kbId)}`);
    },
  });
  async function submit() {
    let values: CreateValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    create.mutate(values);
  }
  return (
    <Modal
      title={t('create')}
      open={open}
      onOk={() => void submit()}
      onCancel={onClose}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ cover: 'blue', template: 'none' }}>
        <Form.Item
          name="name"
          label={t('form.name')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = knowledgeNameProblem(value ?? '');
                if (problem === 'required') throw new Error(t('form.nameRequired'));
                if (problem === 'tooLong') throw new Error(t('form.nameTooLong', { max: KNOWLEDGE_NAME_MAX_BYTES }));
              },
            },
          ]}
        >
          <Input placeholder={t('form.namePlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item name="remark" label={t('form.remark')}>
          <Input.TextArea maxLength={KNOWLEDGE_REMARK_MAX} showCount rows={3} />
        </Form.Item>
        <Form.Item name="cover" label={t('form.cover')}>
          <Select options={KNOWLEDGE_COVERS.map((cover) => ({ value: cover, label: t(`covers.${cover}`) }))} />
        </Form.Item>
        <Form.Item name="template" label={t('form.template')}>
          <Select
            options={(['none', ...BUILT_IN_TEMPLATES] as const).map((key) => ({
              value: key,
              label: t(`templates.${key}`),
            }))}
          />
        </Form.Item>
        <ProjectField />
      </Form>
    </Modal>
  );
}

/** `/knowledgeBase?invite=CODE`: the invitation link's confirmation (spec point 5 "Knowledge-base invitation"). */
function InvitePrompt({ code, onDone }: { code: string; onDone: () => void }) {
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const info = useQuery({
    queryKey: ['knowledgeInvite', code],
    queryFn: async () => (await getInviteInfo(code)).data,
    retry: false,
  });
  const data = info.data;
  const open = (kbId: number) => {
    onDone();
    void navigate(`/libraryInfo?kbId=${String(kbId)}`);
  };
  const accept = useWrite({
    write: (kbId: number) => acceptInvite(code).then(() => kbId),
    success: t('invite.joined'),
    refresh: [knowledgeKeys.list()],
    onSuccess: open,
  });
  return (
    <Modal
      title={t('invite.title')}
      open={info.isSuccess}
      okText={data?.alreadyMember ? t('open') : t('invite.join')}
      cancelText={t('form.cancel')}
      onCancel={onDone}
      onOk={() => {
        if (!data) return;
        if (data.alreadyMember) open(data.kbId);
        else accept.mutate(data.kbId);
      }}
    >
      {data &&
        (data.alreadyMember
          ? t('invite.already', { name: data.name })
          : t('invite.body', { name: data.name, role: t(`roles.${data.role}`) }))}
    </Modal>
  );
}

function SpaceCard({ space }: { space: KnowledgeBase }) {
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const open = () => void navigate(`/libraryInfo?kbId=${String(space.kbId)}`);
  return (
    <Card
      hoverable
      onClick={open}
      data-testid="knowledge-space"
      styles={{ header: { background: COVER_COLOURS[space.cover], color: '#fff' } }}
      title={
        <Flex gap={8} align="center">
          <BookOutlined aria-hidden />
          <span>{space.name}</span>
        </Flex>
      }
      extra={<Tag>{t(`roles.${space.role}`)}</Tag>}
      actions={[
        <Button type="link" key="open" onClick={open}>
          {t('open')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ minHeight: 44 }}>
        {space.remark}
      </Typography.Paragraph>
      <Flex gap={12} wrap>
        <Typography.Text>{t('documentCount', { count: space.documentCount })}</Typography.Text>
        <Typography.Text>{t('memberCount', { count: space.memberCount })}</Typography.Text>
        {space.projectName && <Typography.Text>{t('linkedProject', { name: space.projectName })}</Typography.Text>}
      </Flex>
    </Card>
  );
}

/** /knowledgeBase (spec point 2): the caller's spaces, search across them, creation and invitation links. */
export default function KnowledgeBasePage() {
  const { t } = useTranslation('knowledge');
  const spaces = useSpaces();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [hits, setHits] = useState<KnowledgeSearchHit[] | null>(null);
  const invite = params.get('invite');

  if (spaces.error) return <Result status="error" title={spaces.error.message} />;
  if (spaces.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const list = spaces.data;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Flex gap={8} wrap>
            <Input.Search
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              allowClear
              style={{ width: 320 }}
              onSearch={floating(async (keyword) => {
                if (keyword.trim() === '') {
                  setHits(null);
                  return;
                }
                setHits((await searchDocuments(keyword)).data);
              })}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('create')}
            </Button>
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
      {list.length === 0 ? (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')}>
            <Typography.Paragraph type="secondary">{t('emptyHint')}</Typography.Paragraph>
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {list.map((space) => (
            <Col key={space.kbId} xs={24} md={12} xl={8}>
              <SpaceCard space={space} />
            </Col>
          ))}
        </Row>
      )}
      <CreateDialog open={creating} onClose={() => setCreating(false)} />
      {invite && <InvitePrompt code={invite} onDone={() => setParams({})} />}
    </Flex>
  );
}
