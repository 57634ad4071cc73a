/**
 * Spec points 3 "Points order status" and 5 "Points mall order" (issue 30, ADR 0112): the points mall's rules.
 * No zod here: the pages read these without the schema library (ADR 0091).
 */

/** A points order is to ship, then shipped (carrier and tracking number), then received; never back. */
export const POINTS_ORDER_STATUSES = ['toShip', 'shipped', 'received'] as const;
export type PointsOrderStatus = (typeof POINTS_ORDER_STATUSES)[number];

/** Each status's name (spec point 3: to ship, shipped, received). */
export const POINTS_ORDER_STATUS_LABELS: Record<'zh' | 'en', Record<PointsOrderStatus, string>> = {
  zh: { toShip: '待发货', shipped: '已发货', received: '已收货' },
  en: { toShip: 'To ship', shipped: 'Shipped', received: 'Received' },
};

/** A shipped order the buyer has not confirmed counts as received this many days after shipping. */
export const AUTO_RECEIVE_DAYS = 14;
/** The most items of one commodity a single redemption takes. */
export const REDEEM_QUANTITY_MAX = 10;
/** The highest points price and the deepest stock an administrator may set: a slip of the keyboard stays small. */
export const COMMODITY_POINTS_MAX = 1_000_000;
export const COMMODITY_STOCK_MAX = 100_000;
/** Field lengths, in characters: the columns hold them. */
export const COMMODITY_NAME_MAX = 60;
export const COMMODITY_DESCRIPTION_MAX = 500;
export const RECIPIENT_MAX = 30;
export const ADDRESS_MAX = 200;
export const CARRIER_MAX = 30;
export const TRACKING_NO_MAX = 60;

/** A picture name the server generated (32 hex digits and the type): '' too, for none. */
export function isCommodityImageName(name: string): boolean {
  return name === '' || /^[a-f0-9]{32}\.(png|jpg)$/.test(name);
}

export function nextPointsOrderStatus(status: PointsOrderStatus): PointsOrderStatus | null {
  return POINTS_ORDER_STATUSES[POINTS_ORDER_STATUSES.indexOf(status) + 1] ?? null;
}

/** The instant before which a shipped order receives itself: shipped at or before it means it is due. */
export function autoReceiveCutoff(now: Date): string {
  return new Date(now.getTime() - AUTO_RECEIVE_DAYS * 86_400_000).toISOString();
}

/** When an order shipped at `shippedTime` will count as received if its buyer says nothing. */
export function autoReceiveTime(shippedTime: string): string {
  return new Date(Date.parse(shippedTime) + AUTO_RECEIVE_DAYS * 86_400_000).toISOString();
}

/** What a redemption costs: the points price of one item times the quantity. */
export function redemptionPoints(pointsPrice: number, quantity: number): number {
  return pointsPrice * quantity;
}

/**
 * Why a redemption cannot go ahead, in the order the buyer can do something about it, or null. The server
 * decides again inside its transaction; the page uses this to say so before sending.
 */
export function redemptionProblem(options: {
  stock: number;
  pointsPrice: number;
  quantity: number;
  balance: number;
}): 'commodityStockShort' | 'pointsNotEnough' | null {
  if (options.stock < options.quantity) return 'commodityStockShort';
  if (options.balance < redemptionPoints(options.pointsPrice, options.quantity)) return 'pointsNotEnough';
  return null;
}
