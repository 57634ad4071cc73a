import type { ApiOk, SendPhoneCodeData } from '@questline/contract';
import { Alert, Button, Form, type FormInstance, Input, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../../ui/useWrite';
import { Captcha } from './Captcha';
import { CaptchaInput } from './CaptchaInput';
import { messageOf, smsCodeRules } from './formRules';
import { useCaptcha } from './useCaptcha';
import { useCountdown } from './useCountdown';

interface PhoneCodeFieldProps {
  form: FormInstance;
  /**
   * Sends a code to the address in the form's `field` (`phonenumber` unless told: `email` for a mailed code,
   * ADR 0108), answering the captcha when one is shown.
   */
  send(address: string, captcha?: { code: string; uuid: string }): Promise<ApiOk<SendPhoneCodeData>>;
  field?: 'phonenumber' | 'email';
  onError(message: string): void;
  /** Anonymous sending asks for a captcha first (issue 9); a signed-in user binding a phone is not asked. */
  withCaptcha: boolean;
}

/**
 * The captcha, the SMS code input and its send button. A code is texted only with a fresh captcha answer
 * (issue 9), so the captcha is checked with the phone first and replaced after every attempt, which uses it
 * up; after sending, the button waits the seconds the server names (resendAfterSeconds).
 */
export function PhoneCodeField({ form, send, onError, withCaptcha, field = 'phonenumber' }: PhoneCodeFieldProps) {
  const { t } = useTranslation('account');
  const [left, startCountdown] = useCountdown();
  const captcha = useCaptcha('phoneCode', withCaptcha);
  const captchaEnabled = withCaptcha && captcha.data?.captchaEnabled !== false;
  // The captcha answer is asked for when sending a code only, not when the form itself is submitted.
  const checkingCaptcha = useRef(false);
  // A refusal shows under the form (onError); the captcha is used up by every attempt and replaced either way.
  const sendCode = useWrite({
    write: ({ address, answer }: { address: string; answer?: { code: string; uuid: string } }) =>
      answer ? send(address, answer) : send(address),
    ownsFailure: true,
    success: t(field === 'email' ? 'form.mailSent' : 'form.codeSent'),
    onSuccess: (body) => startCountdown(body.data.resendAfterSeconds),
    onError: (error) => onError(messageOf(error)),
    onSettled: () => {
      if (!captchaEnabled) return;
      form.setFieldValue('captchaCode', '');
      captcha.refresh();
    },
  });

  async function onSend() {
    let values: Record<string, string | undefined>;
    checkingCaptcha.current = captchaEnabled;
    try {
      const fields = captchaEnabled ? [field, 'captchaCode'] : [field];
      values = (await form.validateFields(fields)) as typeof values;
    } catch {
      return;
    } finally {
      checkingCaptcha.current = false;
    }
    if (captchaEnabled && !captcha.data?.uuid) {
      onError(t('login.captchaMissing'));
      captcha.refresh();
      return;
    }
    sendCode.mutate({
      address: (values[field] ?? '').trim(),
      answer: captchaEnabled ? { code: (values.captchaCode ?? '').trim(), uuid: captcha.data?.uuid ?? '' } : undefined,
    });
  }

  return (
    <>
      {captcha.error ? (
        <Alert
          type="warning"
          showIcon
          title={t('login.captchaFailed', { message: captcha.error })}
          style={{ marginBottom: 20 }}
        />
      ) : null}
      {captchaEnabled ? (
        <Form.Item label={t('login.captcha')} required>
          <Space.Compact style={{ width: '100%', gap: 8, alignItems: 'center' }}>
            <Form.Item
              name="captchaCode"
              noStyle
              rules={[
                {
                  validator: (_rule, value: unknown) =>
                    checkingCaptcha.current && (typeof value !== 'string' || value.trim() === '')
                      ? Promise.reject(new Error(t('login.captchaRequired')))
                      : Promise.resolve(),
                },
              ]}
            >
              <CaptchaInput />
            </Form.Item>
            <Captcha captcha={captcha.data} loading={captcha.loading} onRefresh={captcha.refresh} />
          </Space.Compact>
        </Form.Item>
      ) : null}
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
          <Button
            onClick={() => void onSend()}
            loading={sendCode.isPending}
            disabled={left > 0}
            style={{ minWidth: 128 }}
          >
            {left > 0 ? t('form.resendIn', { seconds: left }) : t('form.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
