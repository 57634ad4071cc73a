import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamNameRules } from './nameRules';

interface NameDialogProps {
  title: string;
  open: boolean;
  initialName?: string;
  /** Resolves when saved; rejects when the server refused (the client showed why), keeping the dialog open. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** One name field in a dialog: creating and renaming teams and departments. */
export function NameDialog({ title, open, initialName = '', onSave, onClose }: NameDialogProps) {
  const { t } = useTranslation('teams');
  const [form] = Form.useForm<{ name: string }>();

  async function submit() {
    let name: string;
    try {
      ({ name } = await form.validateFields());
    } catch {
      return; // The form shows what is wrong.
    }
    try {
      await onSave(name.trim());
      onClose();
    } catch {
      // The API client has shown the server's message (spec point 8); the person can correct and retry.
    }
  }

  return (
    <Modal
      title={title}
      open={open}
      onOk={() => void submit()}
      onCancel={onClose}
      okText={t('ok')}
      cancelText={t('cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()} preserve={false}>
        <Form.Item name="name" label={t('name.label')} rules={teamNameRules(t)} initialValue={initialName}>
          <Input placeholder={t('name.placeholder')} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
