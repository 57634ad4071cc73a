import {
  MEMBER_ALIAS_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX_BYTES,
  fitsBytes,
  formatMessage,
  isPlainName,
} from '@questline/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../i18n';

/** A check that passes empty values (the required rule speaks for those) and otherwise rejects with `message`. */
function check(test: (value: string) => boolean, message: () => string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value.trim() === '' || test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(message())),
  };
}

/** Spec point 5 "Project": required, no special characters, at most 60 bytes, in the server's wording. */
export function projectNameRules(t: TFunction): FormRule[] {
  const field = () => t('projects:form.name');
  return [
    { required: true, whitespace: true, message: t('projects:form.nameRequired') },
    check(isPlainName, () => formatMessage(currentLocale(), 'nameSpecialChars', { field: field() })),
    check(
      (value) => fitsBytes(value, PROJECT_NAME_MAX_BYTES),
      () => formatMessage(currentLocale(), 'nameTooLongBytes', { field: field(), max: PROJECT_NAME_MAX_BYTES }),
    ),
  ];
}

export function descriptionRules(t: TFunction): FormRule[] {
  return [{ max: PROJECT_DESCRIPTION_MAX, message: t('profile:basic.maxLength', { max: PROJECT_DESCRIPTION_MAX }) }];
}

/** Spec point 5 "User alias": required, no special characters. */
export function aliasRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('projects:renameDialog.required') },
    { max: MEMBER_ALIAS_MAX, message: t('projects:renameDialog.tooLong', { max: MEMBER_ALIAS_MAX }) },
    check(isPlainName, () =>
      formatMessage(currentLocale(), 'nameSpecialChars', { field: t('projects:renameDialog.alias') }),
    ),
  ];
}

/** The typed confirmation must equal the project's name (transfer and permanent deletion, spec point 6). */
export function typedNameRules(
  t: TFunction,
  projectName: string,
  mismatch: 'transferConfirmMismatch' | 'deleteConfirmMismatch',
): FormRule[] {
  return [
    { required: true, message: t('projects:transfer.confirmRequired') },
    {
      validator: (_rule, value: unknown) =>
        !value || value === projectName
          ? Promise.resolve()
          : Promise.reject(new Error(formatMessage(currentLocale(), mismatch))),
    },
  ];
}
