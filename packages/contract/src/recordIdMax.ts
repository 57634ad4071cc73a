/**
 * The largest id a row can have: ids are PostgreSQL `integer`s, so a larger one in a request would fail in the
 * database (a 500) instead of as input. SQLite's are wider, and both dialects answer the same (issue 28). Apart from
 * the schema in recordId.ts (issue 37, ADR 0091): the browser's first load reads it, and zod must not come with it.
 */
export const RECORD_ID_MAX = 2_147_483_647;
