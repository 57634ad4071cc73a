import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmRules, newPasswordRules } from './formRules';

/** A new password (6-20) and its confirmation, as `password` and `confirmPassword`. */
export function PasswordFields({ label }: { label?: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Form.Item name="password" label={label ?? t('form.password')} rules={newPasswordRules(t)}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('form.passwordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('form.confirmPassword')}
        dependencies={['password']}
        rules={confirmRules(t, 'password')}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('form.confirmPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
