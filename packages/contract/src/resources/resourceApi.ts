import { productPath } from '../transport';
import type { ResourceCategory, ResourceEntitlement, ResourceWays } from './rules';

const resources = (path: string) => productPath(`resources/${path}`);

/**
 * The resource store's calls (issue 32, ADR 0117). Kept apart from the zod schemas: the pages read these without the
 * schema library (ADR 0091). The hosted service's alone, like the rest of commerce (ADR 0103).
 */
export const RESOURCE_PATHS = {
  /** GET: `data` = ResourceStoreHome (the caller's membership, the count per category, the newest resources). */
  home: resources('home'),
  /** GET ResourceListQuery (category and/or keyword, paged): `rows` of ResourceCard, newest first. */
  list: resources('list'),
  /** GET /{id}: `data` = ResourceDetail of a published resource, with what the caller may do. */
  info: (id: number) => resources(`info/${String(id)}`),
  /** POST { resourceId, amountFen }: a one-off order, paid on the payment page. `data` = { orderId, orderNo, amountFen }. */
  order: resources('order'),
  /** POST { resourceId }: buys the resource with points. `data` = ResourceDetail. */
  redeem: resources('redeem'),
  /** POST { resourceId, fileId }: `data` = ResourceLink, or 403 with the ways in (`data` = ResourceWays). */
  link: resources('link'),
  /** GET /{ticket}: the file, to the person the link was handed to (signed in), until it expires. */
  download: resources('download'),
  /** GET /{name}: a cover picture, public by its unguessable name. */
  cover: resources('cover'),
  /** Platform administrators: GET `data` = ResourceAdminRow[]; POST ResourceInput; PUT EditResourceBody. */
  admin: resources('admin'),
  /** DELETE /{id}: removes a resource and its files (what was bought stays in the orders). */
  adminRemove: (id: number) => resources(`admin/${String(id)}`),
  /** POST multipart `file` (PNG or JPEG, at most 2 MB): `data` = ResourceCoverImage. */
  adminCover: resources('admin/cover'),
  /** POST multipart `resourceId` then `file` (streamed): `data` = ResourceFileRow. */
  adminFile: resources('admin/file'),
  /** DELETE /{fileId}. */
  adminRemoveFile: (fileId: number) => resources(`admin/file/${String(fileId)}`),
} as const;

export interface ResourceCard {
  resourceId: number;
  title: string;
  category: ResourceCategory;
  /** The cover's address, or null without one. */
  coverUrl: string | null;
  priceFen: number;
  pointsPrice: number;
  membersFree: boolean;
  downloads: number;
  fileCount: number;
  updateTime: string;
}

export interface ResourceFileRow {
  fileId: number;
  name: string;
  size: number;
}

export interface ResourceDetail extends ResourceCard {
  description: string;
  files: ResourceFileRow[];
  /** Why the caller may download, or null. */
  entitlement: ResourceEntitlement;
  /** How the caller could get it when not entitled (all false when entitled). */
  ways: ResourceWays;
  /** The caller's points, for the points option. */
  pointsBalance: number;
}

export interface ResourceMembership {
  /** The end of the caller's running resource membership, or null without one. */
  endTime: string | null;
}

export interface ResourceStoreHome {
  membership: ResourceMembership;
  categories: { category: ResourceCategory; count: number }[];
  newest: ResourceCard[];
}

export interface ResourceLink {
  url: string;
  expiresAt: string;
}

export interface ResourceCoverImage {
  /** What ResourceInput.cover takes. */
  cover: string;
  coverUrl: string;
}

export interface ResourceAdminRow extends ResourceCard {
  description: string;
  cover: string;
  published: boolean;
  files: ResourceFileRow[];
}
