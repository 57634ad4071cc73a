import {
  type ApiOk,
  type ApiPage,
  FINANCE_PATHS,
  type ProductOffer,
  RESOURCE_PATHS,
  type ResourceCard,
  type ResourceCategory,
  type ResourceDetail,
  type ResourceLink,
  type ResourceStoreHome,
} from '@questline/contract';
import { get, post } from './client';

/** The resource store (issue 32, ADR 0117): browsing, buying and download links. */

export function getStoreHome(): Promise<ApiOk<ResourceStoreHome>> {
  return get<ApiOk<ResourceStoreHome>>(RESOURCE_PATHS.home);
}

export interface ResourceQuery {
  pageNum: number;
  pageSize: number;
  category?: ResourceCategory;
  keyword?: string;
}

export function getResources(query: ResourceQuery): Promise<ApiPage<ResourceCard>> {
  return get<ApiPage<ResourceCard>>(RESOURCE_PATHS.list, query);
}

export function getResource(resourceId: number): Promise<ApiOk<ResourceDetail>> {
  return get<ApiOk<ResourceDetail>>(RESOURCE_PATHS.info(resourceId));
}

export interface PlacedOrder {
  orderId: number;
  orderNo: string;
  amountFen: number;
}

export function orderResource(resourceId: number, amountFen: number): Promise<ApiOk<PlacedOrder>> {
  return post<ApiOk<PlacedOrder>>(RESOURCE_PATHS.order, { resourceId, amountFen });
}

export function redeemResource(resourceId: number): Promise<ApiOk<ResourceDetail>> {
  return post<ApiOk<ResourceDetail>>(RESOURCE_PATHS.redeem, { resourceId });
}

export function getResourceLink(resourceId: number, fileId: number): Promise<ApiOk<ResourceLink>> {
  return post<ApiOk<ResourceLink>>(RESOURCE_PATHS.link, { resourceId, fileId });
}

/** getResourcesVersionInfo: the resource memberships on sale. */
export function getMembershipOffers(): Promise<ApiOk<ProductOffer[]>> {
  return get<ApiOk<ProductOffer[]>>(FINANCE_PATHS.resourcesVersionInfo);
}

export function orderMembership(productId: number, amountFen: number, renewal: boolean): Promise<ApiOk<PlacedOrder>> {
  return post<ApiOk<PlacedOrder>>(renewal ? FINANCE_PATHS.renewalResourcesOrder : FINANCE_PATHS.addResourcesOrder, {
    productId,
    amountFen,
  });
}
