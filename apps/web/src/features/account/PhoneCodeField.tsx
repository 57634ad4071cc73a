import type { ApiOk, SendPhoneCodeData } from '@questline/contract';
import { App, Button, Form, type FormInstance, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, smsCodeRules } from './formRules';
import { useCountdown } from './useCountdown';

interface PhoneCodeFieldProps {
  form: FormInstance;
  /** Sends a code to the number in the form's `phonenumber` field. */
  send(phonenumber: string): Promise<ApiOk<SendPhoneCodeData>>;
  onError(message: string): void;
}

/**
 * The SMS code input and its send button. The phone is checked first; after
 * sending, the button waits the seconds the server names (resendAfterSeconds).
 */
export function PhoneCodeField({ form, send, onError }: PhoneCodeFieldProps) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  async function onSend() {
    let phonenumber: string;
    try {
      phonenumber = ((await form.validateFields(['phonenumber'])) as { phonenumber: string }).phonenumber.trim();
    } catch {
      return;
    }
    setSending(true);
    try {
      const body = await send(phonenumber);
      startCountdown(body.data.resendAfterSeconds);
      void message.success(t('form.codeSent'));
    } catch (error) {
      onError(messageOf(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form.Item label={t('form.code')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={smsCodeRules(t)}>
          <Input
            aria-label={t('form.code')}
            placeholder={t('form.codePlaceholder')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Button onClick={() => void onSend()} loading={sending} disabled={left > 0} style={{ minWidth: 128 }}>
          {left > 0 ? t('form.resendIn', { seconds: left }) : t('form.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
