/**
 * A LIKE pattern for "contains this text", taken literally (its %, _ and \ escaped; use with `escape '\\'`) and in
 * lower case, to compare with lower(column): PostgreSQL's LIKE minds case where SQLite's does not for ASCII.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
