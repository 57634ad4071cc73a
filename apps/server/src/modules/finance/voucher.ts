import { Readable } from 'node:stream';
import { type Locale, OrderStatus, type VoucherReviewRow } from '@questline/contract';
import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '../admin/auditLog';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import type { FileToSend } from '../../http/sendFile';
import type { FileStorage } from '../../storage/fileStorage';
import { SNIFF_BYTES, detectMedia } from '../../storage/mediaType';
import { moveOrder } from './orderLog';
import { ownOrder } from './orders';
import { presentOrder } from './presenter';
import { settleOrderPaid } from './settleOrder';

type Db = Kysely<Database>;

/** Spec point 5's image limit for uploads (10M). */
export const VOUCHER_MAX_BYTES = 10 * 1024 * 1024;
const VOUCHER_TYPES = ['image/png', 'image/jpeg'];

/**
 * saveOrderOfflinePayFile: the buyer's transfer voucher, told to be a PNG or JPEG by its first bytes, is
 * stored and the order waits for review. A voucher sent again after a rejection replaces the old file.
 */
export async function saveVoucher(
  db: Db,
  files: FileStorage,
  options: { userId: number; orderId: number; content: Buffer; now: Date },
): Promise<void> {
  const order = await ownOrder(db, options.userId, options.orderId);
  if (order.status !== OrderStatus.awaitingVoucher || order.provider !== 'offline') {
    throw failure('orderNotAwaitingVoucher');
  }
  const type = detectMedia(options.content)?.mimeType;
  if (type === undefined || !VOUCHER_TYPES.includes(type)) throw failure('voucherNotImage');
  const stored = await files.put('attachments', Readable.from(options.content), { maxBytes: VOUCHER_MAX_BYTES });
  const moved = await db.transaction().execute((trx) =>
    moveOrder(trx, order, {
      from: [OrderStatus.awaitingVoucher],
      to: OrderStatus.pendingReview,
      by: options.userId,
      now: options.now,
      stillOpen: true,
      set: { voucher_key: stored.key, reject_reason: null },
    }),
  );
  if (!moved) {
    await files.remove(stored.key);
    throw failure('orderNotAwaitingVoucher');
  }
  if (order.voucher_key !== null) await files.remove(order.voucher_key);
}

/** The voucher image, to the order's buyer or a platform administrator; anyone else gets 404. */
export async function voucherFile(
  db: Db,
  files: FileStorage,
  options: { userId: number; isPlatformAdmin: boolean; orderId: number },
): Promise<FileToSend> {
  const order = await db
    .selectFrom('orders')
    .select(['user_id', 'voucher_key', 'order_no'])
    .where('id', '=', options.orderId)
    .executeTakeFirst();
  if (!order?.voucher_key || (order.user_id !== options.userId && !options.isPlatformAdmin)) throw notFound();
  const media = detectMedia(await headOf(files, order.voucher_key));
  if (!media) throw notFound();
  return {
    key: order.voucher_key,
    fileName: `voucher-${order.order_no}.${media.extensions[0] ?? 'png'}`,
    contentType: media.mimeType,
    disposition: 'inline',
    cacheControl: 'private, no-store',
  };
}

/** The stored voucher's first bytes: its type is told from them again, as on upload. */
async function headOf(files: FileStorage, key: string): Promise<Buffer> {
  const stream = await files.get(key, { start: 0, end: SNIFF_BYTES - 1 });
  if (!stream) throw notFound();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The administrators' queue: vouchers waiting for review, oldest first, with their buyer. */
export async function pendingVouchers(db: Db, locale: Locale): Promise<VoucherReviewRow[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.nick_name as buyer_name'])
    .where('orders.status', '=', OrderStatus.pendingReview)
    .orderBy('orders.update_time')
    .execute();
  return rows.map((row) => ({ ...presentOrder(row, locale), buyerId: row.user_id, buyerName: row.buyer_name }));
}

async function orderInReview(db: Db, orderId: number) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound();
  if (order.status !== OrderStatus.pendingReview) throw failure('orderNotPendingReview');
  return order;
}

/** The transfer arrived: the order is settled as paid for its own amount, the reviewer recorded and audited. */
export async function approveVoucher(
  db: Db,
  options: { actor: AuditActor; orderId: number; now: Date },
): Promise<void> {
  const order = await orderInReview(db, options.orderId);
  await db.transaction().execute(async (trx) => {
    const outcome = await settleOrderPaid(trx, {
      orderId: order.id,
      provider: 'offline',
      tradeNo: order.order_no,
      amountFen: order.amount_fen,
      by: options.actor.actorId,
      now: options.now,
    });
    if (outcome !== 'settled') throw failure('orderNotPendingReview');
    await recordAudit(trx, {
      actor: options.actor,
      action: 'voucherApprove',
      targetType: 'order',
      targetId: order.id,
      targetLabel: order.order_no,
      before: { status: order.status },
      after: { status: OrderStatus.paid, amountFen: order.amount_fen },
      now: options.now,
    });
  });
}

/** The voucher does not prove the transfer: back to awaiting a voucher, with the reason and a new time to pay. */
export async function rejectVoucher(
  db: Db,
  options: { actor: AuditActor; orderId: number; reason: string; now: Date; expireMs: number },
): Promise<void> {
  const order = await orderInReview(db, options.orderId);
  await db.transaction().execute(async (trx) => {
    const moved = await moveOrder(trx, order, {
      from: [OrderStatus.pendingReview],
      to: OrderStatus.awaitingVoucher,
      by: options.actor.actorId,
      now: options.now,
      note: options.reason,
      stillOpen: true,
      set: {
        reject_reason: options.reason,
        expire_time: new Date(options.now.getTime() + options.expireMs).toISOString(),
      },
    });
    if (!moved) throw failure('orderNotPendingReview');
    await recordAudit(trx, {
      actor: options.actor,
      action: 'voucherReject',
      targetType: 'order',
      targetId: order.id,
      targetLabel: order.order_no,
      before: { status: order.status },
      after: { status: OrderStatus.awaitingVoucher, reason: options.reason },
      now: options.now,
    });
  });
}
