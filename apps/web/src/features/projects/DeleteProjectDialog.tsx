import type { ProjectCard } from '@questline/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteProject } from '../../api/projects';
import { typedNameRules } from './formRules';
import { useWrite } from '../../ui/useWrite';

/** Permanent deletion from the recycle bin: the owner types the project's name (ADR 0016, like the transfer). */
export function DeleteProjectDialog({
  project,
  onClose,
  onDeleted,
}: {
  project: ProjectCard | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('projects');
  const [form] = Form.useForm<{ confirmText: string }>();
  const name = project?.projectName ?? '';
  const remove = useWrite({
    write: ({ projectId, confirmText }: { projectId: number; confirmText: string }) =>
      deleteProject(projectId, confirmText),
    onSuccess: onDeleted,
  });
  const saving = remove.isPending;

  function onFinish({ confirmText }: { confirmText: string }) {
    if (project) remove.mutate({ projectId: project.projectId, confirmText });
  }

  return (
    <Modal
      open={project !== null}
      title={t('deleteDialog.title', { name })}
      okText={t('deleteDialog.ok')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="error" showIcon message={t('deleteDialog.warning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} preserve={false}>
        <Form.Item
          name="confirmText"
          label={t('deleteDialog.label', { name })}
          rules={typedNameRules(t, name, 'deleteConfirmMismatch')}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
