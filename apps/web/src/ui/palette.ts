/**
 * Colours that text is set in outside antd's tokens. Each keeps at least 4.5:1 against the light
 * backgrounds it sits on (white, #f5f6fa, #f7f8fc), the WCAG AA minimum that the e2e journeys check
 * with axe-core (docs/adr/0015-accessibility-checks.md).
 */
export const palette = {
  brand: '#3452d6',
  /** Muted text: 5.9:1 on white, 5.6:1 on #f7f8fc. */
  textMuted: '#5b6478',
  heading: '#1b2559',
} as const;
