import type { EmailCodeScene } from '@questline/contract';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { sendEmailCode } from '../../api/joining';
import { EmailField } from './EmailField';
import { FormError } from './FormError';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeField } from './PhoneCodeField';
import { useSubmission } from './useSubmission';

export interface EmailCredentialValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/**
 * Registration or reset by a mailed code (issue 38 point 2, ADR 0108): the address, the captcha and the code as the
 * phone forms ask for them, then a new password. `children` go between the password and the button (the agreement).
 */
export function EmailCodeForm<T extends EmailCredentialValues>({
  scene,
  submitLabel,
  passwordLabel,
  submit,
  children,
}: {
  scene: EmailCodeScene;
  submitLabel: string;
  passwordLabel?: string;
  submit(values: T): Promise<void>;
  children?: ReactNode;
}) {
  const [form] = Form.useForm<T>();
  const { error, setError, submitting, onFinish } = useSubmission(submit);
  return (
    <>
      <FormError error={error} />
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
        <EmailField />
        <PhoneCodeField
          form={form}
          field="email"
          send={(email, captcha) => sendEmailCode({ email, scene, ...captcha })}
          onError={setError}
          withCaptcha
        />
        <PasswordFields label={passwordLabel} />
        {children}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitLabel}
        </Button>
      </Form>
    </>
  );
}

/** The body those calls send: address and code trimmed, passwords exactly as typed. */
export function emailCredentials(values: EmailCredentialValues): EmailCredentialValues {
  return {
    email: values.email.trim(),
    code: values.code.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
}
