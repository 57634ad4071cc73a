import {
  KNOWLEDGE_COVERS,
  KNOWLEDGE_NAME_MAX_BYTES,
  KNOWLEDGE_REMARK_MAX,
  type KnowledgeBase,
  type KnowledgeCover,
  knowledgeNameProblem,
  mayKnowledge,
} from '@questline/contract';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteSpace, updateSpace } from '../../api/knowledge';
import { Popconfirm } from '../../ui/Popconfirm';
import { useWrite } from '../../ui/useWrite';
import { ProjectField } from './ProjectField';
import { knowledgeKeys } from './queries';

interface Values {
  name: string;
  remark: string;
  cover: KnowledgeCover;
  projectId?: number | null;
}

/** A space's name, remark, cover and linked project (owner and admins), and deleting it (the owner). */
export function SettingsDialog({ space, open, onClose }: { space: KnowledgeBase; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  // A refusal keeps the dialog open; the client showed the server's reason.
  const update = useWrite({
    write: (values: Values) => updateSpace({ kbId: space.kbId, ...values, projectId: values.projectId ?? null }),
    refresh: [knowledgeKeys.all],
    onSuccess: onClose,
  });
  const remove = useWrite({
    write: () => deleteSpace(space.kbId),
    refresh: [knowledgeKeys.all],
    onSuccess: () => navigate('/knowledgeBase'),
  });
  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    update.mutate(values);
  };
  return (
    <Modal
      title={t('settings.title')}
      open={open}
      onOk={() => void submit()}
      onCancel={onClose}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      destroyOnHidden
      footer={(buttons) => (
        <>
          {mayKnowledge(space.role, 'deleteSpace') && (
            <Popconfirm
              title={t('settings.deleteConfirm', { name: space.name })}
              onConfirm={() => remove.mutateAsync()}
            >
              <Button danger style={{ float: 'left' }}>
                {t('settings.delete')}
              </Button>
            </Popconfirm>
          )}
          {buttons}
        </>
      )}
    >
      <Form
        form={form}
        name="knowledgeSettings"
        layout="vertical"
        preserve={false}
        initialValues={{ name: space.name, remark: space.remark, cover: space.cover, projectId: space.projectId }}
      >
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
          <Input />
        </Form.Item>
        <Form.Item name="remark" label={t('form.remark')}>
          <Input.TextArea maxLength={KNOWLEDGE_REMARK_MAX} showCount rows={3} />
        </Form.Item>
        <Form.Item name="cover" label={t('form.cover')}>
          <Select options={KNOWLEDGE_COVERS.map((cover) => ({ value: cover, label: t(`covers.${cover}`) }))} />
        </Form.Item>
        <ProjectField
          current={
            space.projectId === null ? undefined : { projectId: space.projectId, projectName: space.projectName }
          }
        />
      </Form>
    </Modal>
  );
}
