import { useMediaQuery } from './useMediaQuery';

/**
 * Below antd's `md` breakpoint (768 px) the workspace is laid out for a phone (issue 38, point 3; ADR 0109): the
 * menu in a drawer, lists as cards, dialogs as full-screen sheets. styles.css repeats this width in its
 * `@media (max-width: 767.98px)` rules; the fraction keeps a 767.5 px window (zoom) on one side of both.
 */
export const NARROW_QUERY = '(max-width: 767.98px)';

/** Whether the window is phone-narrow. */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
