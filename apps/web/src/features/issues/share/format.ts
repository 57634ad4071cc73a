import dayjs from 'dayjs';

/** An instant from the server in the reader's time zone (DOMAIN.md "Identifiers and times"). */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : value;
}

/** A file size the way people read it: 512 B, 34.5 KB, 12.3 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
