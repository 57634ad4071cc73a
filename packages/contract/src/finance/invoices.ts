import { z } from 'zod';
import { positiveId } from '../issues/issueApi';
import type { Locale } from '../locale';
import type { MessageKey } from '../messages';
import { byteLength } from '../text';

/** Spec point 3 "Invoice state": applied, invoicing, shipped (mailed); each moves only to the next. */
export const INVOICE_STATUSES = ['applied', 'invoicing', 'shipped'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export function nextInvoiceStatus(status: InvoiceStatus): InvoiceStatus | null {
  const index = INVOICE_STATUSES.indexOf(status);
  return INVOICE_STATUSES[index + 1] ?? null;
}

const invoiceStatusLabels: Record<Locale, Record<InvoiceStatus, string>> = {
  zh: { applied: '已申请', invoicing: '开票中', shipped: '已寄出' },
  en: { applied: 'Applied', invoicing: 'Invoicing', shipped: 'Shipped' },
};

export function invoiceStatusLabel(locale: Locale, status: InvoiceStatus): string {
  return invoiceStatusLabels[locale][status];
}

export const INVOICE_FIELDS = [
  'companyName',
  'taxNumber',
  'registeredAddress',
  'phone',
  'bank',
  'account',
  'contact',
  'shippingAddress',
] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];
export type InvoiceFields = Record<InvoiceField, string>;

/**
 * Spec point 5 "Invoice": the company name at most 50 bytes, the registered address 100, the shipping
 * address 200 (UTF-8, a Chinese character takes 3); tax number, phone, bank, account and contact required.
 * The company and the shipping address are required too (an invoice is made out to someone and mailed);
 * the registered address may stay empty. The other fields get plain length limits the columns hold.
 */
const INVOICE_RULES: Record<InvoiceField, { required: boolean; maxBytes: number }> = {
  companyName: { required: true, maxBytes: 50 },
  taxNumber: { required: true, maxBytes: 30 },
  registeredAddress: { required: false, maxBytes: 100 },
  phone: { required: true, maxBytes: 30 },
  bank: { required: true, maxBytes: 150 },
  account: { required: true, maxBytes: 60 },
  contact: { required: true, maxBytes: 60 },
  shippingAddress: { required: true, maxBytes: 200 },
};

export function invoiceMaxBytes(field: InvoiceField): number {
  return INVOICE_RULES[field].maxBytes;
}

export function invoiceFieldRequired(field: InvoiceField): boolean {
  return INVOICE_RULES[field].required;
}

const capitalised = (field: InvoiceField) => `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
const requiredKey = (field: InvoiceField) => `invoice${capitalised(field)}Required` as MessageKey;
const tooLongKey = (field: InvoiceField) => `invoice${capitalised(field)}TooLong` as MessageKey;

/** What is wrong with one field (after trimming), as a message key and its parameters; null when fine. */
export function invoiceFieldProblem(
  field: InvoiceField,
  value: string,
): { key: MessageKey; params: { max: number } } | null {
  const rule = INVOICE_RULES[field];
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? { key: requiredKey(field), params: { max: rule.maxBytes } } : null;
  return byteLength(trimmed) > rule.maxBytes ? { key: tooLongKey(field), params: { max: rule.maxBytes } } : null;
}

const invoiceText = (field: InvoiceField) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = invoiceFieldProblem(field, value);
      if (problem) context.addIssue({ code: 'custom', params: { messageKey: problem.key, ...problem.params } });
    });

export const applyInvoiceBody = z.strictObject({
  orderId: positiveId,
  ...(Object.fromEntries(INVOICE_FIELDS.map((field) => [field, invoiceText(field)])) as Record<
    InvoiceField,
    ReturnType<typeof invoiceText>
  >),
});
export type ApplyInvoiceInput = z.input<typeof applyInvoiceBody>;

export const invoiceListQuery = z.object({ status: z.enum(INVOICE_STATUSES).optional() });

export const moveInvoiceBody = z.strictObject({
  invoiceId: positiveId,
  /** The status it moves to, which must be the next one (a stale page cannot skip or repeat a step). */
  to: z.enum(INVOICE_STATUSES),
  trackingNo: z.string().trim().max(60).optional(),
});

export interface InvoiceStatusChange {
  fromStatus: InvoiceStatus | null;
  toStatus: InvoiceStatus;
  byName: string | null;
  createTime: string;
}

export interface InvoiceRow extends InvoiceFields {
  invoiceId: number;
  orderId: number;
  orderNo: string;
  amountFen: number;
  status: InvoiceStatus;
  statusLabel: string;
  trackingNo: string | null;
  createTime: string;
  updateTime: string;
  log: InvoiceStatusChange[];
}

/** The administrators' list adds the buyer. */
export interface InvoiceAdminRow extends InvoiceRow {
  buyerId: number;
  buyerName: string;
}
