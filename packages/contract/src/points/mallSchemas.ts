import { z } from 'zod';
import { PHONE_PATTERN } from '../accountRules';
import { positiveId as id } from '../issues/issueApi';
import type { MessageKey } from '../messages';
import { pageQuery } from '../pageQuery';
import {
  ADDRESS_MAX,
  CARRIER_MAX,
  COMMODITY_DESCRIPTION_MAX,
  COMMODITY_NAME_MAX,
  COMMODITY_POINTS_MAX,
  COMMODITY_STOCK_MAX,
  POINTS_ORDER_STATUSES,
  RECIPIENT_MAX,
  REDEEM_QUANTITY_MAX,
  TRACKING_NO_MAX,
  isCommodityImageName,
} from './mall';

/** Text a person must give: after trimming, not empty (the field's own message) and at most `max` characters. */
const required = (max: number, messageKey: MessageKey) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value.length > 0, { params: { messageKey } });

/** addCommodityOrder (spec point 5 "Points mall order"): recipient, phone in a valid format and address, all required. */
export const redeemBody = z.strictObject({
  commodityId: id,
  quantity: z.number().int().min(1).max(REDEEM_QUANTITY_MAX).default(1),
  recipient: required(RECIPIENT_MAX, 'redeemRecipientRequired'),
  phone: z
    .string()
    .trim()
    .refine((value) => PHONE_PATTERN.test(value), { params: { messageKey: 'phoneIncorrect' } }),
  address: required(ADDRESS_MAX, 'redeemAddressRequired'),
});
export type RedeemInput = z.input<typeof redeemBody>;

const commodityFields = {
  nameZh: required(COMMODITY_NAME_MAX, 'commodityNameRequired'),
  nameEn: required(COMMODITY_NAME_MAX, 'commodityNameRequired'),
  descriptionZh: z.string().trim().max(COMMODITY_DESCRIPTION_MAX).default(''),
  descriptionEn: z.string().trim().max(COMMODITY_DESCRIPTION_MAX).default(''),
  pointsPrice: z.number().int().min(1).max(COMMODITY_POINTS_MAX),
  stock: z.number().int().min(0).max(COMMODITY_STOCK_MAX),
  onSale: z.boolean(),
  /** A picture stored by admin/commodityImage ('' for none); any other value is refused. */
  image: z
    .string()
    .max(64)
    .refine(isCommodityImageName, { params: { messageKey: 'commodityImageNotImage' } })
    .default(''),
};

/** POST admin/commodity: a new commodity. */
export const commodityBody = z.strictObject(commodityFields);
export type CommodityInput = z.input<typeof commodityBody>;

/** PUT admin/commodity: every field again; `stock` is what is left to redeem from now on. */
export const editCommodityBody = z.strictObject({ commodityId: id, ...commodityFields });
export type EditCommodityInput = z.input<typeof editCommodityBody>;

/** getCommodityOrderList and admin/commodityOrderList: paged, narrowed by status. */
export const pointsOrderListQuery = pageQuery.extend({ status: z.enum(POINTS_ORDER_STATUSES).optional() });
export type PointsOrderListQuery = z.infer<typeof pointsOrderListQuery>;

export const pointsOrderRef = z.strictObject({ orderId: id });

/** admin/shipCommodityOrder: the carrier and its tracking number, both required. */
export const shipBody = z.strictObject({
  orderId: id,
  carrier: required(CARRIER_MAX, 'shipCarrierRequired'),
  trackingNo: required(TRACKING_NO_MAX, 'shipTrackingRequired'),
});
export type ShipInput = z.input<typeof shipBody>;
