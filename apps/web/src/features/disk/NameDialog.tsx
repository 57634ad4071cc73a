import { DISK_NAME_MAX, isDiskName } from '@questline/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  initial: string;
  /** Saves the name; answers whether it went through (the client showed any refusal). */
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
}

/** A new folder's name or a new name for an entry, checked by the contract's rule before it is sent. */
export function NameDialog({ title, initial, onSave, onClose }: Props) {
  const { t } = useTranslation('disk');
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  async function submit({ name }: { name: string }) {
    setSaving(true);
    try {
      if (await onSave(name)) onClose();
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={title}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: initial }} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="name"
          label={t('name.label')}
          rules={[
            { required: true, whitespace: true, message: t('name.required') },
            {
              validator: (_rule, value: string | undefined) =>
                !value || isDiskName(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('name.invalid', { max: DISK_NAME_MAX }))),
            },
          ]}
        >
          <Input autoFocus maxLength={DISK_NAME_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
