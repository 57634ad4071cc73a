import { z } from 'zod';

/**
 * The largest id a row can have: ids are PostgreSQL `integer`s, so a larger one in a request would fail in the
 * database (a 500) instead of as input. SQLite's are wider, and both dialects answer the same (issue 28).
 */
export const RECORD_ID_MAX = 2_147_483_647;

/** A row's id in a body, a query or a path: a positive whole number that fits the column. */
export const recordId = z.coerce.number().int().positive().max(RECORD_ID_MAX);
