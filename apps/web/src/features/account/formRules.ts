import { PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, SMS_CODE_LENGTH } from '@questline/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** Spec point 5 rules shared by the account forms; the server checks the same with the contract schemas. */
export function phoneRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('account:form.phoneRequired') },
    { pattern: PHONE_PATTERN, message: t('account:form.phoneInvalid') },
  ];
}

export function smsCodeRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('account:form.codeRequired') },
    { pattern: new RegExp(`^\\d{${String(SMS_CODE_LENGTH)}}$`), message: t('account:form.codeInvalid') },
  ];
}

export function newPasswordRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('account:form.passwordRequired') },
    { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('account:form.passwordLength') },
  ];
}

/** The confirmation must equal the field named `passwordField`. */
export function confirmRules(t: TFunction, passwordField: string): FormRule[] {
  return [
    { required: true, message: t('account:form.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !value || value === getFieldValue(passwordField)
          ? Promise.resolve()
          : Promise.reject(new Error(t('account:form.passwordMismatch'))),
    }),
  ];
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
