import { z } from 'zod';
import { RECORD_ID_MAX } from './recordIdMax';

/** A row's id in a body, a query or a path: a positive whole number that fits the column. */
export const recordId = z.coerce.number().int().positive().max(RECORD_ID_MAX);
