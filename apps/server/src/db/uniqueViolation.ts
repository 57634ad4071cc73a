/** Whether a database error is SQLite's or PostgreSQL's unique violation: the loser of a race on a unique key. */
export function isUniqueViolation(error: unknown): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
