import dayjs from 'dayjs';

/** Date (and time) for the page; the server sends ISO text. */
export function formatTime(value: string | null | undefined, withTime = true): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : value;
}
