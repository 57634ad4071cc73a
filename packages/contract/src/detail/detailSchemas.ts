import { z } from 'zod';
import { type DetailType, isDetailType, parseDetailId } from './detailApi';

/**
 * GET anonymous/detail's query. Each field refuses with its own message, so a mistyped link is told what is wrong
 * with it, in the caller's language, before any lookup.
 */
export const detailQuery = z.strictObject({
  type: z
    .string()
    .refine(isDetailType, { params: { messageKey: 'detailTypeInvalid' } })
    .transform((value) => value as DetailType),
  id: z
    .string()
    .refine((value) => parseDetailId(value) !== null, { params: { messageKey: 'detailIdInvalid' } })
    .transform(Number),
});
export type DetailQuery = z.output<typeof detailQuery>;
