import type { Locale } from '../locale';
import type { ResourceCategory } from '../resources/rules';
import { RECORD_ID_MAX } from '../recordIdMax';

/**
 * Issue 39 (ADR 0120): `/detailpage?type=&id=` shows one public object from a shared link, signed out too. Kept apart
 * from the zod schema (detailSchemas.ts), so the page reads these without the schema library (ADR 0091).
 */
export const DETAIL_TYPES = ['announcement', 'updateLog', 'resource'] as const;
export type DetailType = (typeof DETAIL_TYPES)[number];

export function isDetailType(value: unknown): value is DetailType {
  return typeof value === 'string' && (DETAIL_TYPES as readonly string[]).includes(value);
}

/** GET ?type=&id= (no token): `data` = PublicDetail, or 404 alike for what is missing and what is not public. */
export const DETAIL_PATH = '/anonymous/detail';

/** The page that shows it (spec point 2, a standalone public page). */
export const DETAIL_PAGE_PATH = '/detailpage';

/** The id of a link as written (digits, no sign, no leading zero, within RECORD_ID_MAX), else null. */
export function parseDetailId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= RECORD_ID_MAX ? id : null;
}

/** The address to share for one object, relative to the site: `/detailpage?type=announcement&id=12`. */
export function detailPagePath(type: DetailType, id: number): string {
  return `${DETAIL_PAGE_PATH}?${new URLSearchParams({ type, id: String(id) }).toString()}`;
}

/** A published announcement. `body` is sanitised HTML. */
export interface AnnouncementPublicDetail {
  type: 'announcement';
  id: number;
  title: string;
  /** The instant it was first published. */
  publishTime: string;
  body: string;
}

/** An update-log entry, written in one language (ADR 0028), which the page marks on the body. */
export interface UpdateLogPublicDetail {
  type: 'updateLog';
  id: number;
  /** The entry's summary. */
  title: string;
  /** The calendar day of the release, YYYY-MM-DD. */
  day: string;
  locale: Locale;
  body: string;
}

/**
 * A published resource of the store: what its page shows everyone, without prices, files or what the reader may
 * download, which /resourcesInfo?id= answers to the signed in.
 */
export interface ResourcePublicDetail {
  type: 'resource';
  id: number;
  title: string;
  updateTime: string;
  category: ResourceCategory;
  /** Plain text, shown with its line breaks. */
  description: string;
}

export type PublicDetail = AnnouncementPublicDetail | UpdateLogPublicDetail | ResourcePublicDetail;
