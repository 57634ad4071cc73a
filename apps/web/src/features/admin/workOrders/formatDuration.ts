import type { Locale } from '@questline/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const MINUTES_PER_DAY = 24 * 60;

/** Unit words and spacing per language: "2 h 5 min" reads as "2小时5分钟" in Chinese, without spaces. */
const UNITS: Record<Locale, { day: string; hour: string; minute: string; gap: string; under: string }> = {
  en: { day: 'd', hour: 'h', minute: 'min', gap: ' ', under: '< 1 min' },
  zh: { day: '天', hour: '小时', minute: '分钟', gap: '', under: '不到1分钟' },
};

/** Shown where the week had nothing to measure (no order answered or completed). */
export const NO_DURATION = '—';

/**
 * A median time of the desk's figures the way people say it: the two largest units only ("3 d 4 h", "2 h 5 min",
 * "45 min"), since a median to the minute over days is noise; `null` (nothing measured) is a dash.
 */
export function formatDuration(ms: number | null, locale: Locale): string {
  if (ms === null || !Number.isFinite(ms)) return NO_DURATION;
  const units = UNITS[locale];
  const part = (count: number, unit: string) => `${String(count)}${units.gap}${unit}`;
  const join = (parts: string[]) => parts.join(units.gap);
  const minutes = Math.round(ms / MINUTE_MS);
  if (minutes < 1) return units.under;
  if (minutes < 60) return part(minutes, units.minute);
  if (minutes < MINUTES_PER_DAY) {
    const rest = minutes % 60;
    return join([part(Math.floor(minutes / 60), units.hour), ...(rest > 0 ? [part(rest, units.minute)] : [])]);
  }
  // From a day on, whole hours: rounding again here keeps 1 d 23 h 59 min from reading as "1 d 23 h".
  const hours = Math.round(ms / HOUR_MS);
  const rest = hours % 24;
  return join([part(Math.floor(hours / 24), units.day), ...(rest > 0 ? [part(rest, units.hour)] : [])]);
}
