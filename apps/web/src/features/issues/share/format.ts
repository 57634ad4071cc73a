import dayjs from 'dayjs';

/** An instant from the server in the reader's time zone (DOMAIN.md "Identifiers and times"). */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : value;
}

/** A file size the way people read it: the contract's one formatter (512 B, 34.5 KB, 3 MB, 1.5 GB). */
export { formatByteSize as formatSize } from '@questline/contract';
