import {
  type ApiOk,
  type ApplyInvoiceInput,
  FINANCE_PATHS,
  type InvoiceAdminRow,
  type InvoiceRow,
  type InvoiceStatus,
} from '@questline/contract';
import { get, post } from './client';

/** Issue 16: invoices of paid orders (ADR 0072). */

export function getInvoice(orderId: number): Promise<ApiOk<InvoiceRow | null>> {
  return get<ApiOk<InvoiceRow | null>>(`${FINANCE_PATHS.invoiceInfo}/${String(orderId)}`);
}

export function applyInvoice(body: ApplyInvoiceInput): Promise<ApiOk<InvoiceRow>> {
  return post<ApiOk<InvoiceRow>>(FINANCE_PATHS.applyInvoice, body);
}

/* Platform administrators. */

export function getInvoiceList(status?: InvoiceStatus): Promise<ApiOk<InvoiceAdminRow[]>> {
  return get<ApiOk<InvoiceAdminRow[]>>(FINANCE_PATHS.invoiceList, status ? { status } : {});
}

export function moveInvoice(body: { invoiceId: number; to: InvoiceStatus; trackingNo?: string }): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(FINANCE_PATHS.moveInvoice, body);
}
