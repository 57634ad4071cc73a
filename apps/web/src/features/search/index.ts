/** What other parts may use of search everywhere: the same search in the command palette (issue 35). */
export { type HitTarget, hitTarget } from './hitTarget';
export { Marked } from './SearchHitItem';
export { searchKeys } from './searchKeys';
export { useOpenHit } from './useOpenHit';
