import { formatYuan } from '@questline/contract';
import type { TFunction } from 'i18next';

/** Fen as the pages show them: ¥718.08 (the contract's formatting, no trailing zeros). */
export function yuan(t: TFunction<'finance'>, fen: number): string {
  return t('yuan', { amount: formatYuan(fen) });
}

export const financeKeys = {
  all: ['finance'] as const,
  plans: ['finance', 'plans'] as const,
  account: ['finance', 'account'] as const,
  upgrade: ['finance', 'upgrade'] as const,
  renewal: ['finance', 'renewal'] as const,
  payInfo: (orderId: number) => ['finance', 'payInfo', orderId] as const,
  order: (orderId: number) => ['finance', 'order', orderId] as const,
  paymentState: (orderId: number) => ['finance', 'paymentState', orderId] as const,
  invoice: (orderId: number) => ['finance', 'invoice', orderId] as const,
  orders: (pageNum: number, pageSize: number, status: number | undefined) =>
    ['finance', 'orders', pageNum, pageSize, status] as const,
};

/** Spec point 9 "Polling is every 15 s": also while a gateway or a reviewer decides about the money. */
export const POLL_MS = 15_000;

/** The order id of `?orderId=`; undefined when absent or not a positive whole number. */
export function orderIdParam(search: URLSearchParams): number | undefined {
  const value = Number(search.get('orderId'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
