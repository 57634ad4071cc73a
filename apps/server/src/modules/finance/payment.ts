import {
  EXPIRING_ORDER_STATUSES,
  type Locale,
  OrderStatus,
  type PayInfo,
  type PayStarted,
  type PaymentState,
  type PaymentMethod,
  orderStatusLabel,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { expireDueOrders } from './expireOrders';
import { moveOrder } from './orderLog';
import { ownOrder } from './orders';
import { type PaymentProviders, enabledMethods } from './paymentProviders';
import { presentOrder } from './presenter';

type Db = Kysely<Database>;

/** getPayInfo: the caller's order and the ways it can be paid (the chooser is built from `methods`). */
export async function payInfo(
  db: Db,
  options: {
    userId: number;
    orderId: number;
    locale: Locale;
    now: Date;
    providers: PaymentProviders;
    config: Pick<Config, 'finance'>;
  },
): Promise<PayInfo> {
  await expireDueOrders(db, options.now, options.userId);
  const order = await ownOrder(db, options.userId, options.orderId);
  return {
    order: presentOrder(order, options.locale),
    methods: enabledMethods(options.providers),
    payee: options.providers.offline ? options.config.finance.offlinePayee : null,
  };
}

/**
 * payOrder: the buyer picks a method for an order still waiting for money (a method may be changed until
 * the money or a voucher arrives); the provider says what to show and the status that follows.
 */
export async function payOrder(
  db: Db,
  options: {
    userId: number;
    orderId: number;
    method: PaymentMethod;
    locale: Locale;
    now: Date;
    providers: PaymentProviders;
  },
): Promise<PayStarted> {
  const provider = options.providers[options.method];
  if (!provider) throw failure('orderMethodDisabled');
  await expireDueOrders(db, options.now, options.userId);
  const order = await ownOrder(db, options.userId, options.orderId);
  if (!EXPIRING_ORDER_STATUSES.includes(order.status)) throw failure('orderNotOpen');
  const { start, status } = await provider.start(order, { now: options.now, locale: options.locale });
  return db.transaction().execute(async (trx) => {
    const moved = await moveOrder(trx, order, {
      from: EXPIRING_ORDER_STATUSES,
      to: OrderStatus[status],
      by: options.userId,
      now: options.now,
      note: provider.kind,
      stillOpen: true,
      set: { provider: provider.kind },
    });
    if (!moved) throw failure('orderNotOpen');
    const updated = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    return { order: presentOrder(updated, options.locale), start };
  });
}

/** paymentState: whether the caller's order is paid yet (PaymentSuccess polls it after a gateway). */
export async function paymentState(
  db: Db,
  options: { userId: number; orderId: number; locale: Locale; now: Date },
): Promise<PaymentState> {
  await expireDueOrders(db, options.now, options.userId);
  const order = await ownOrder(db, options.userId, options.orderId);
  return {
    orderId: order.id,
    status: order.status,
    statusLabel: orderStatusLabel(options.locale, order.status),
    paid: order.status === OrderStatus.paid,
    closed: order.status === OrderStatus.failed,
  };
}
