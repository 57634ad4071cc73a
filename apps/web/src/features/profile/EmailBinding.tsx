import { SMS_RESEND_SECONDS, isEmail } from '@questline/contract';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { bindEmail, sendBindEmailCode } from '../../api/profile';
import { useWrite } from '../../ui/useWrite';
import { useCountdown } from '../account';
import { PROFILE_KEY } from './queries';

interface EmailValues {
  email: string;
  code: string;
}

/** Spec point 5 "Email binding": a valid address, a code sent to it, then the binding. */
export function EmailBinding() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<EmailValues>();
  const [left, startCountdown] = useCountdown();
  const send = useWrite({
    write: (email: string) => sendBindEmailCode(email),
    success: t('bindings.codeSent'),
    onSuccess: () => startCountdown(SMS_RESEND_SECONDS),
  });
  const bind = useWrite({
    write: (values: EmailValues) => bindEmail(values.email.trim(), values.code.trim()),
    success: t('bindings.emailBound'),
    refresh: [PROFILE_KEY],
  });

  async function onSend() {
    let email: string;
    try {
      email = ((await form.validateFields(['email'])) as { email: string }).email.trim();
    } catch {
      return;
    }
    send.mutate(email);
  }

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 440, marginTop: 8 }}
      onFinish={(values) => bind.mutate(values)}
    >
      <Form.Item label={t('bindings.email')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="email"
            noStyle
            rules={[
              { required: true, whitespace: true, message: t('bindings.emailRequired') },
              {
                validator: (_rule, value: unknown) =>
                  typeof value !== 'string' || value.trim() === '' || isEmail(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('bindings.emailInvalid'))),
              },
            ]}
          >
            <Input aria-label={t('bindings.email')} placeholder={t('bindings.emailPlaceholder')} autoComplete="email" />
          </Form.Item>
          <Button onClick={() => void onSend()} loading={send.isPending} disabled={left > 0} style={{ minWidth: 120 }}>
            {left > 0 ? t('account:form.resendIn', { seconds: left }) : t('bindings.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="code"
        label={t('bindings.code')}
        rules={[{ required: true, pattern: /^\d{6}$/, message: t('bindings.codeRequired') }]}
      >
        <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={bind.isPending}>
        {t('bindings.bindEmail')}
      </Button>
    </Form>
  );
}
