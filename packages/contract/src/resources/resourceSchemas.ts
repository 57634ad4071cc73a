import { z } from 'zod';
import { recordId } from '../recordId';
import { positiveId as id } from '../issues/issueApi';
import { pageQuery } from '../pageQuery';
import { byteLength } from '../text';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_POINTS_MAX,
  RESOURCE_PRICE_MAX_FEN,
  RESOURCE_TITLE_MAX_BYTES,
} from './rules';

/** Names admin/cover generates: 32 hex digits and the picture's type. */
const COVER_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

export const resourceListQuery = pageQuery.extend({
  category: z.enum(RESOURCE_CATEGORIES).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type ResourceListQuery = z.input<typeof resourceListQuery>;

export const resourceIdParams = z.strictObject({ id });
export const resourceFileParams = z.strictObject({ fileId: id });

/** POST resources/order: `amountFen` is the price the page showed; a different price is refused. */
export const resourceOrderBody = z.strictObject({ resourceId: id, amountFen: z.number().int().min(0).optional() });
export const resourceRedeemBody = z.strictObject({ resourceId: id });
export const resourceLinkBody = z.strictObject({ resourceId: id, fileId: id });

/** GET resources/download/{ticket}: the random ticket resources/link handed out (32 bytes, base64url). */
export const resourceTicketParams = z.strictObject({ ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

const resourceFields = {
  title: z
    .string()
    .trim()
    .refine((value) => value.length > 0 && byteLength(value) <= RESOURCE_TITLE_MAX_BYTES, {
      params: { messageKey: 'resourceTitleInvalid', max: RESOURCE_TITLE_MAX_BYTES },
    }),
  category: z.enum(RESOURCE_CATEGORIES),
  description: z.string().trim().max(RESOURCE_DESCRIPTION_MAX).default(''),
  /** A picture stored by admin/cover ('' for none). */
  cover: z
    .string()
    .max(64)
    .refine((value) => value === '' || COVER_NAME.test(value), { params: { messageKey: 'resourceCoverNotImage' } })
    .default(''),
  priceFen: z.number().int().min(0).max(RESOURCE_PRICE_MAX_FEN),
  pointsPrice: z.number().int().min(0).max(RESOURCE_POINTS_MAX),
  membersFree: z.boolean(),
  published: z.boolean(),
};

export const resourceBody = z.strictObject(resourceFields);
export type ResourceInput = z.input<typeof resourceBody>;

export const editResourceBody = z.strictObject({ resourceId: id, ...resourceFields });
export type EditResourceInput = z.input<typeof editResourceBody>;

/** The multipart fields before an admin/file upload's file part. */
export const resourceFileFields = z.strictObject({ resourceId: recordId });
