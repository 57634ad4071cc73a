import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/profile';
import { useWrite } from '../../ui/useWrite';
import { PasswordFields } from '../account';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** POST /{product}/center/resetPwd: the user's other sessions end. */
export function PasswordTab() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<PasswordValues>();
  // A refusal, e.g. "incorrect original password", is shown by the client (spec point 8).
  const change = useWrite({
    write: (values: PasswordValues) =>
      changePassword({ oldPassword: values.oldPassword, newPassword: values.password }),
    success: t('password.success'),
    onSuccess: () => form.resetFields(),
  });

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={(values) => change.mutate(values)}>
      <Form.Item
        name="oldPassword"
        label={t('password.old')}
        rules={[{ required: true, message: t('password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <PasswordFields label={t('password.new')} />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
