import type { KnowledgeCover } from '@questline/contract';

/** Cover colours dark enough for white text (WCAG AA, ADR 0015). */
export const COVER_COLOURS: Record<KnowledgeCover, string> = {
  blue: '#1458b8',
  green: '#2a7a1f',
  orange: '#a8500b',
  purple: '#5b2fb0',
  red: '#b3261e',
  cyan: '#0b6e78',
};
