import {
  type ApiOk,
  type ApiPage,
  type CommodityImage,
  type CommodityInput,
  type CommodityOffer,
  type CommodityPayInfo,
  type CommodityRow,
  type EditCommodityInput,
  MALL_PATHS,
  type PointsOrderRow,
  type PointsOrderStatus,
  type RedeemInput,
  type ShipInput,
} from '@questline/contract';
import { get, post, put } from './client';

/** The points mall (issue 30, ADR 0112): commodities for points and the orders that redeem them. */

export function getCommodities(): Promise<ApiOk<CommodityOffer[]>> {
  return get<ApiOk<CommodityOffer[]>>(MALL_PATHS.saleInfoList);
}

export function getCommodityPayInfo(commodityId: number): Promise<ApiOk<CommodityPayInfo>> {
  return get<ApiOk<CommodityPayInfo>>(MALL_PATHS.commodityPayInfo(commodityId));
}

export function redeemCommodity(body: RedeemInput): Promise<ApiOk<PointsOrderRow>> {
  return post<ApiOk<PointsOrderRow>>(MALL_PATHS.addCommodityOrder, body);
}

export interface PointsOrderQuery {
  pageNum: number;
  pageSize: number;
  status?: PointsOrderStatus;
}

export function getMyPointsOrders(query: PointsOrderQuery): Promise<ApiPage<PointsOrderRow>> {
  return get<ApiPage<PointsOrderRow>>(MALL_PATHS.myOrders, query);
}

export function confirmReceipt(orderId: number): Promise<ApiOk<PointsOrderRow>> {
  return post<ApiOk<PointsOrderRow>>(MALL_PATHS.receive, { orderId });
}

export function getAdminCommodities(): Promise<ApiOk<CommodityRow[]>> {
  return get<ApiOk<CommodityRow[]>>(MALL_PATHS.adminCommodities);
}

export function addCommodity(body: CommodityInput): Promise<ApiOk<CommodityRow>> {
  return post<ApiOk<CommodityRow>>(MALL_PATHS.adminCommodities, body);
}

export function editCommodity(body: EditCommodityInput): Promise<ApiOk<CommodityRow>> {
  return put<ApiOk<CommodityRow>>(MALL_PATHS.adminCommodities, body);
}

export function uploadCommodityImage(file: Blob, fileName: string): Promise<ApiOk<CommodityImage>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return post<ApiOk<CommodityImage>>(MALL_PATHS.adminCommodityImage, form);
}

export function getAdminPointsOrders(query: PointsOrderQuery): Promise<ApiPage<PointsOrderRow>> {
  return get<ApiPage<PointsOrderRow>>(MALL_PATHS.adminOrders, query);
}

export function shipPointsOrder(body: ShipInput): Promise<ApiOk<PointsOrderRow>> {
  return post<ApiOk<PointsOrderRow>>(MALL_PATHS.ship, body);
}
