import type { PointsOrderStatus } from '@questline/contract';

/** The points mall's query keys: a redemption or a shipment invalidates `all`. */
export const mallKeys = {
  all: ['mall'] as const,
  commodities: ['mall', 'commodities'] as const,
  payInfo: (commodityId: number) => ['mall', 'payInfo', commodityId] as const,
  myOrders: (pageNum: number, pageSize: number, status: PointsOrderStatus | undefined) =>
    ['mall', 'myOrders', pageNum, pageSize, status] as const,
  adminCommodities: ['mall', 'admin', 'commodities'] as const,
  adminOrders: (pageNum: number, pageSize: number, status: PointsOrderStatus | undefined) =>
    ['mall', 'admin', 'orders', pageNum, pageSize, status] as const,
};
