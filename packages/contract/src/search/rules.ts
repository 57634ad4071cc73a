/**
 * Issue 35 "Search everywhere" (ADR 0127): what one query looks through, in the order the page shows the groups.
 * A disk file is only ever the caller's own; every other kind is what the caller may open in a project, a space or
 * a team they belong to.
 */
export const SEARCH_KINDS = ['issue', 'document', 'testCase', 'plan', 'person', 'project', 'diskFile'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}

/** Characters of the query read; the words after are ignored. */
export const SEARCH_QUERY_MAX = 100;
/** Trigram indexes answer words of this many characters or more; shorter words match titles and names only. */
export const SEARCH_TRIGRAM_MIN = 3;
/** Hits of each kind the overview shows; the rest come a page at a time from `more`. */
export const SEARCH_GROUP_HITS = 5;
/** The largest page of one kind. */
export const SEARCH_PAGE_SIZE_MAX = 50;
