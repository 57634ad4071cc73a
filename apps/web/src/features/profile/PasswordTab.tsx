import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/profile';
import { PasswordFields } from '../account';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** POST /{product}/center/resetPwd: the user's other sessions end. */
export function PasswordTab() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  async function onFinish(values: PasswordValues) {
    setSaving(true);
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.password });
      void message.success(t('password.success'));
      form.resetFields();
    } catch {
      // The client has already shown the failure, e.g. "incorrect original password" (spec point 8).
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={(values) => void onFinish(values)}>
      <Form.Item
        name="oldPassword"
        label={t('password.old')}
        rules={[{ required: true, message: t('password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <PasswordFields label={t('password.new')} />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
