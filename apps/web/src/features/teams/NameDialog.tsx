import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamNameRules } from './nameRules';

interface NameDialogProps {
  title: string;
  open: boolean;
  initialName?: string;
  /**
   * Starts the save (a write through `useWrite`, ADR 0143) and calls `saved` once it succeeded, which closes the
   * dialog; a refusal (the client showed why) keeps it open so the person can correct and retry.
   */
  onSave: (name: string, saved: () => void) => void;
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
    onSave(name.trim(), onClose);
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
