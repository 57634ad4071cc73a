import { type MessageKey, type MessageParams, fitsBytes, formatMessage } from '@questline/contract';
import type { FormRule } from 'antd';
import { currentLocale } from '../../i18n';

/** The server's own sentence for a rule, so a form says exactly what the server would (ADR 0004). */
export function ruleMessage(key: MessageKey, params: MessageParams = {}): string {
  return formatMessage(currentLocale(), key, params);
}

/** Required and at most `max` characters (spec point 5 "Names"). */
export function nameRules(field: string, max: number): FormRule[] {
  return [
    { required: true, whitespace: true, message: ruleMessage('fieldRequired', { field }) },
    { max, message: ruleMessage('fieldTooLong', { field, maximum: max }) },
  ];
}

/** Required and at most `maxBytes` UTF-8 bytes (spec point 5 "Project notice": title at most 50 bytes). */
export function byteRules(field: string, maxBytes: number): FormRule[] {
  return [
    { required: true, whitespace: true, message: ruleMessage('fieldRequired', { field }) },
    {
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || fitsBytes(value.trim(), maxBytes)
          ? Promise.resolve()
          : Promise.reject(new Error(ruleMessage('nameTooLongBytes', { field, max: maxBytes }))),
    },
  ];
}
