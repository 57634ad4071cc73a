import {
  type InvoiceAdminRow,
  type InvoiceFields,
  type InvoiceRow,
  type InvoiceStatus,
  type Locale,
  OrderStatus,
  invoiceStatusLabel,
  nextInvoiceStatus,
} from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { InvoiceTable } from '../../../db/financeSchema';
import type { Database } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import { failure, notFound } from '../../../http/errors';
import { ownOrder } from '../orders';
import { type AuditActor, recordAudit } from '../../admin/auditLog';

type Db = Kysely<Database>;
type InvoiceRecord = Selectable<InvoiceTable> & { order_no: string; amount_fen: number };

async function recordChange(
  trx: Transaction<Database>,
  change: { invoiceId: number; from: InvoiceStatus | null; to: InvoiceStatus; by: number; now: Date; note?: string },
): Promise<void> {
  await trx
    .insertInto('invoice_status_log')
    .values({
      invoice_id: change.invoiceId,
      from_status: change.from,
      to_status: change.to,
      by_user_id: change.by,
      note: change.note ?? '',
      create_time: change.now.toISOString(),
    })
    .execute();
}

/**
 * applyInvoice: the buyer asks for an invoice on their own paid order (another's is 404 like a missing
 * one); one per order, the unique order_id settling a race between two submissions.
 */
export async function applyInvoice(
  db: Db,
  options: { userId: number; orderId: number; fields: InvoiceFields; now: Date; locale: Locale },
): Promise<InvoiceRow> {
  const order = await ownOrder(db, options.userId, options.orderId);
  if (order.status !== OrderStatus.paid) throw failure('invoiceOrderNotPaid');
  const existing = await db.selectFrom('invoices').select('id').where('order_id', '=', order.id).executeTakeFirst();
  if (existing) throw failure('invoiceExists');
  const at = options.now.toISOString();
  const f = options.fields;
  try {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('invoices')
        .values({
          order_id: order.id,
          user_id: options.userId,
          company_name: f.companyName,
          tax_number: f.taxNumber,
          registered_address: f.registeredAddress,
          phone: f.phone,
          bank: f.bank,
          account: f.account,
          contact: f.contact,
          shipping_address: f.shippingAddress,
          status: 'applied',
          create_time: at,
          update_time: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordChange(trx, { invoiceId: row.id, from: null, to: 'applied', by: options.userId, now: options.now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('invoiceExists');
    throw error;
  }
  const invoice = await invoiceOfOrder(db, options);
  if (!invoice) throw notFound();
  return invoice;
}

/** getInvoiceInfo: the invoice of the caller's own order, or null when none was applied for. */
export async function invoiceOfOrder(
  db: Db,
  options: { userId: number; orderId: number; locale: Locale },
): Promise<InvoiceRow | null> {
  await ownOrder(db, options.userId, options.orderId);
  const row = await invoices(db).where('invoices.order_id', '=', options.orderId).executeTakeFirst();
  return row ? presentInvoice(db, row, options.locale) : null;
}

function invoices(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .selectAll('invoices')
    .select(['orders.order_no', 'orders.amount_fen']);
}

async function presentInvoice(db: Db, row: InvoiceRecord, locale: Locale): Promise<InvoiceRow> {
  const log = await db
    .selectFrom('invoice_status_log')
    .leftJoin('users', 'users.id', 'invoice_status_log.by_user_id')
    .select([
      'invoice_status_log.from_status',
      'invoice_status_log.to_status',
      'users.nick_name as by_name',
      'invoice_status_log.create_time',
    ])
    .where('invoice_status_log.invoice_id', '=', row.id)
    .orderBy('invoice_status_log.id')
    .execute();
  return {
    invoiceId: row.id,
    orderId: row.order_id,
    orderNo: row.order_no,
    amountFen: row.amount_fen,
    companyName: row.company_name,
    taxNumber: row.tax_number,
    registeredAddress: row.registered_address,
    phone: row.phone,
    bank: row.bank,
    account: row.account,
    contact: row.contact,
    shippingAddress: row.shipping_address,
    status: row.status,
    statusLabel: invoiceStatusLabel(locale, row.status),
    trackingNo: row.tracking_no,
    createTime: row.create_time,
    updateTime: row.update_time,
    log: log.map((entry) => ({
      fromStatus: entry.from_status,
      toStatus: entry.to_status,
      byName: entry.by_name,
      createTime: entry.create_time,
    })),
  };
}

/** The administrators' list, oldest first, optionally of one status. */
export async function listInvoices(
  db: Db,
  options: { status?: InvoiceStatus; locale: Locale },
): Promise<InvoiceAdminRow[]> {
  let query = invoices(db).innerJoin('users', 'users.id', 'invoices.user_id').select('users.nick_name as buyer_name');
  if (options.status) query = query.where('invoices.status', '=', options.status);
  const rows = await query.orderBy('invoices.id').execute();
  return Promise.all(
    rows.map(async (row) => ({
      ...(await presentInvoice(db, row, options.locale)),
      buyerId: row.user_id,
      buyerName: row.buyer_name,
    })),
  );
}

/**
 * An administrator moves an invoice to its next status, recorded with who and when; `to` must be the next
 * one, so a stale page cannot skip or repeat a step. Shipping needs the tracking number.
 */
export async function moveInvoice(
  db: Db,
  options: { actor: AuditActor; invoiceId: number; to: InvoiceStatus; trackingNo?: string; now: Date },
): Promise<void> {
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'status'])
    .where('id', '=', options.invoiceId)
    .executeTakeFirst();
  if (!invoice) throw notFound();
  if (nextInvoiceStatus(invoice.status) !== options.to) throw failure('invoiceStepInvalid');
  const trackingNo = options.trackingNo ?? '';
  if (options.to === 'shipped' && trackingNo === '') throw failure('invoiceTrackingRequired');
  const moved = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('invoices')
      .set({
        status: options.to,
        update_time: options.now.toISOString(),
        ...(options.to === 'shipped' ? { tracking_no: trackingNo } : {}),
      })
      .where('id', '=', invoice.id)
      .where('status', '=', invoice.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordChange(trx, {
      invoiceId: invoice.id,
      from: invoice.status,
      to: options.to,
      by: options.actor.actorId,
      now: options.now,
      note: options.to === 'shipped' ? trackingNo : '',
    });
    // Issue 35: the administration area's audit log, in the same transaction.
    await recordAudit(trx, {
      actor: options.actor,
      action: 'invoiceMove',
      targetType: 'invoice',
      targetId: invoice.id,
      targetLabel: String(invoice.id),
      before: { status: invoice.status },
      after: { status: options.to, ...(options.to === 'shipped' ? { trackingNo } : {}) },
      now: options.now,
    });
    return true;
  });
  if (!moved) throw failure('invoiceStepInvalid');
}
