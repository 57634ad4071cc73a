import { QUESTION_TITLE_MAX_BYTES, fitsBytes, formatMessage } from '@questline/contract';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../../i18n';
import type { QuestionFormValues } from './questionValues';

/** Spec point 5 "Issue": a title is required and at most 100 bytes, in the server's wording. */
export function titleRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('issue:form.titleRequired') },
    {
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || fitsBytes(value.trim(), QUESTION_TITLE_MAX_BYTES)
          ? Promise.resolve()
          : Promise.reject(
              new Error(
                formatMessage(currentLocale(), 'nameTooLongBytes', {
                  field: t('issue:fields.title'),
                  max: QUESTION_TITLE_MAX_BYTES,
                }),
              ),
            ),
    },
  ];
}

/** Spec point 5 "handler required". */
export function handlerRules(t: TFunction): FormRule[] {
  return [{ required: true, type: 'array', min: 1, message: t('issue:form.handlersRequired') }];
}

/** The deadline may not come before the start date (the server's questionDatesOrder). */
export function deadlineRules(form: FormInstance<QuestionFormValues>): FormRule[] {
  return [
    {
      validator: (_rule, value: QuestionFormValues['deadline']) => {
        const start = form.getFieldValue('startDate') as QuestionFormValues['startDate'];
        return !value || !start || !value.isBefore(start, 'day')
          ? Promise.resolve()
          : Promise.reject(new Error(formatMessage(currentLocale(), 'questionDatesOrder')));
      },
    },
  ];
}
