import { productPath } from '../transport';
import type { PointsOrderStatus } from './mall';

const financial = (path: string) => productPath(`financial/${path}`);

/**
 * The points mall (spec points 2 "integralPage" and "forpoint", 3, 5 and 7; issue 30, ADR 0112). The spec's three
 * finance calls are the mall's: commodities are sold for points, not money. The hosted service's alone, like the
 * rest of finance (ADR 0103). No zod here: the pages read these without the schema library (ADR 0091).
 */
export const MALL_PATHS = {
  /** GET: `data` = CommodityOffer[] on sale, cheapest first. */
  saleInfoList: financial('getSaleInfoList'),
  /** GET /{id}: `data` = CommodityPayInfo (the commodity on sale and the caller's balance). */
  commodityPayInfo: (id: number) => financial(`getCommodityPayInfo/${String(id)}`),
  /** POST RedeemBody: `data` = PointsOrderRow. Stock and points are checked and taken in one transaction. */
  addCommodityOrder: financial('addCommodityOrder'),
  /** GET PointsOrderListQuery: `rows` of the caller's PointsOrderRow, newest first. */
  myOrders: financial('getCommodityOrderList'),
  /** POST { orderId }: the buyer confirms a shipped order arrived. `data` = PointsOrderRow. */
  receive: financial('receiveCommodityOrder'),
  /** Platform administrators: GET `data` = CommodityRow[] (on sale or not); POST CommodityInput; PUT EditCommodityBody. */
  adminCommodities: financial('admin/commodity'),
  /**
   * POST multipart `file` (PNG or JPEG, at most 2 MB): `data` = CommodityImage, stored under a new name for the
   * commodity form to save (as project pictures are).
   */
  adminCommodityImage: financial('admin/commodityImage'),
  /** GET PointsOrderListQuery: `rows` of everyone's PointsOrderRow, oldest to ship first. */
  adminOrders: financial('admin/commodityOrderList'),
  /** POST ShipBody: a to-ship order is shipped with its carrier and tracking number. `data` = PointsOrderRow. */
  ship: financial('admin/shipCommodityOrder'),
} as const;

/** The largest commodity image accepted, in bytes. */
export const COMMODITY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A commodity as the mall shows it, in the caller's language. */
export interface CommodityOffer {
  commodityId: number;
  name: string;
  description: string;
  pointsPrice: number;
  stock: number;
  /** The image's address (it changes when the image does), or null when the commodity has none. */
  imageUrl: string | null;
}

export interface CommodityImage {
  /** What CommodityInput.image takes. */
  image: string;
  imageUrl: string;
}

export interface CommodityPayInfo {
  commodity: CommodityOffer;
  balance: number;
}

/** A commodity as the administrators keep it: both languages, on sale or not. */
export interface CommodityRow extends CommodityOffer {
  /** The stored picture's name, '' for none. */
  image: string;
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  onSale: boolean;
  /** Items redeemed so far. */
  sold: number;
}

export interface PointsOrderRow {
  orderId: number;
  orderNo: string;
  userId: number;
  /** The buyer's nick name (the administrators' list shows whose it is). */
  buyerName: string;
  commodityId: number;
  /** The commodity's name when redeemed, in the buyer's language then. */
  commodityName: string;
  quantity: number;
  points: number;
  recipient: string;
  phone: string;
  address: string;
  status: PointsOrderStatus;
  carrier: string | null;
  trackingNo: string | null;
  shippedTime: string | null;
  receivedTime: string | null;
  /** Null until received; 'auto' when it counted as received after AUTO_RECEIVE_DAYS. */
  receivedBy: 'buyer' | 'auto' | null;
  createTime: string;
}
