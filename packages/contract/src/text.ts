const encoder = new TextEncoder();

/**
 * Length in UTF-8 bytes. Several limits of spec point 5 are in bytes, so a
 * Chinese character (3 bytes) counts three times against them.
 */
export function byteLength(value: string): number {
  return encoder.encode(value).length;
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
