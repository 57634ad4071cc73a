/** The web's one way to show times and sizes (issue 29): every page formats through here. */
export {
  CALENDAR_DAY,
  INSTANT_FORMATS,
  type InstantStyle,
  calendarDay,
  fileStamp,
  formatInstant,
  formatRecent,
} from './time';

/** A file size the way people read it: the contract's one formatter (512 B, 34.5 KB, 3 MB, 1.5 GB). */
export { formatByteSize as formatSize } from '@questline/contract';
