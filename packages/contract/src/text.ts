const encoder = new TextEncoder();

/**
 * Length in UTF-8 bytes. Several limits of spec point 5 are in bytes, so a
 * Chinese character (3 bytes) counts three times against them.
 */
export function byteLength(value: string): number {
  return encoder.encode(value).length;
}

/** The longest start of `value` that fits `maxBytes` of UTF-8, cut between characters. */
export function cutToBytes(value: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of value) {
    bytes += encoder.encode(char).length;
    if (bytes > maxBytes) break;
    end += char.length;
  }
  return value.slice(0, end);
}

/**
 * Spec point 5 "Timestamps": a 10-digit number is seconds, anything else
 * numeric is milliseconds. Returns milliseconds since the epoch.
 */
export function toEpochMillis(value: number | string): number {
  const text = String(value).trim();
  const asNumber = Number(text);
  if (/^\d{10}$/.test(text)) return asNumber * 1000;
  if (/^\d+$/.test(text)) return asNumber;
  return Date.parse(text);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes the way people read it, the one formatter of the server's messages and the pages: 512 B, 34.5 KB,
 * 3 MB, 1.5 GB (one decimal, none when it is 0).
 */
export function formatByteSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${String(rounded)} ${SIZE_UNITS[unit] ?? 'B'}`;
}
