import {
  type ApiOk,
  type ApiPage,
  FINANCE_PATHS,
  type ProductOffer,
  RESOURCE_PATHS,
  type EditResourceInput,
  type ResourceAdminRow,
  type ResourceCard,
  type ResourceCoverImage,
  type ResourceFileRow,
  type ResourceInput,
  type ResourceCategory,
  type ResourceDetail,
  type ResourceLink,
  type ResourceStoreHome,
} from '@questline/contract';
import { del, get, post, put } from './client';

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

/** Platform administrators: every resource with its files. */
export function getAdminResources(): Promise<ApiOk<ResourceAdminRow[]>> {
  return get<ApiOk<ResourceAdminRow[]>>(RESOURCE_PATHS.admin);
}

export function addResource(body: ResourceInput): Promise<ApiOk<ResourceAdminRow>> {
  return post<ApiOk<ResourceAdminRow>>(RESOURCE_PATHS.admin, body);
}

export function editResource(body: EditResourceInput): Promise<ApiOk<ResourceAdminRow>> {
  return put<ApiOk<ResourceAdminRow>>(RESOURCE_PATHS.admin, body);
}

export function removeResource(resourceId: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(RESOURCE_PATHS.adminRemove(resourceId));
}

export function uploadResourceCover(file: Blob, fileName: string): Promise<ApiOk<ResourceCoverImage>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return post<ApiOk<ResourceCoverImage>>(RESOURCE_PATHS.adminCover, form);
}

/** The resource's id first, then the file: the server streams the file as it arrives. */
export function uploadResourceFile(resourceId: number, file: Blob, fileName: string): Promise<ApiOk<ResourceFileRow>> {
  const form = new FormData();
  form.append('resourceId', String(resourceId));
  form.append('file', file, fileName);
  return post<ApiOk<ResourceFileRow>>(RESOURCE_PATHS.adminFile, form);
}

export function removeResourceFile(fileId: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(RESOURCE_PATHS.adminRemoveFile(fileId));
}
