import type { PlanLimitData, ProjectCard } from '@questline/contract';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { createProject } from '../../api/projects';
import { useLimitedSave } from './planLimit';
import { ProjectFields, type ProjectValues, projectBody } from './ProjectFields';

interface CreateProjectDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (card: ProjectCard) => void;
  /** The owner's project limit was reached (500101 kind 'projects'): the page offers the upgrade. */
  onLimit: (limit: PlanLimitData) => void;
}

/** POST projectInfo: a new project (spec point 5 "Project"); the form checks the contract's rules first. */
export function CreateProjectDialog({ open, onClose, onCreated, onLimit }: CreateProjectDialogProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProjectValues>();
  const { saving, save } = useLimitedSave(onClose, onLimit);

  function onFinish(values: ProjectValues) {
    save(async () => {
      const card = (await createProject(projectBody(values))).data;
      void message.success(t('done.created'));
      form.resetFields();
      onCreated(card);
    });
  }

  return (
    <Modal
      open={open}
      title={t('createDialog.title')}
      okText={t('form.create')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ProjectValues>
        form={form}
        layout="vertical"
        initialValues={{ projectName: '', description: '', projectImg: '' }}
        onFinish={onFinish}
        preserve={false}
      >
        <ProjectFields />
      </Form>
    </Modal>
  );
}
