import { type DetailQuery, type DetailType, type Edition, type PublicDetail, ResultCode } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sanitizeRichText } from '../issues/richText';
import { findPublishedAnnouncement } from '../notices/announcements';
import { findUpdateLogEntry } from '../portal/updateLog';
import { findPublishedResource } from '../resources/entitlement';

interface Reading {
  db: Kysely<Database>;
  edition: Edition;
}

/**
 * What each type shows a visitor, or undefined when the object is missing or not public. Each domain says what is
 * public through its own look-up, so the page shows exactly what that domain's readers see.
 */
const readers: Record<DetailType, (reading: Reading, id: number) => Promise<PublicDetail | undefined>> = {
  announcement: async ({ db }, id) => {
    const row = await findPublishedAnnouncement(db, id);
    if (!row) return undefined;
    return {
      type: 'announcement',
      id: row.id,
      title: row.title,
      // Publishing always sets it; the edit time stands in should a row ever lack it.
      publishTime: row.publish_time ?? row.update_time,
      // Sanitised when saved; again here because this answer reaches anyone, signed in or not, and the rule may
      // have tightened since the row was written.
      body: sanitizeRichText(row.content),
    };
  },
  updateLog: async ({ db }, id) => {
    const entry = await findUpdateLogEntry(db, id);
    if (!entry) return undefined;
    return {
      type: 'updateLog',
      id: entry.id,
      title: entry.summary,
      day: entry.day,
      locale: entry.locale,
      body: sanitizeRichText(entry.content),
    };
  },
  resource: async ({ db, edition }, id) => {
    // A self-hosted installation sells nothing and refuses the store (ADR 0103): its resources are not public.
    if (edition === 'self-hosted') return undefined;
    const record = await findPublishedResource(db, id);
    if (!record) return undefined;
    return {
      type: 'resource',
      id: record.id,
      title: record.title,
      updateTime: record.update_time,
      category: record.category,
      description: record.description,
    };
  },
};

/**
 * GET anonymous/detail (issue 39, ADR 0120): one public object by type and id. Whatever the reason it is not shown
 * (never made, deleted, a draft, withdrawn, unpublished, the store not offered), the answer is the same 404 and
 * message, so a link never tells which.
 */
export async function publicDetail(reading: Reading, query: DetailQuery): Promise<PublicDetail> {
  const detail = await readers[query.type](reading, query.id);
  if (!detail) throw new AppError(ResultCode.notFound, 'detailNotFound');
  return detail;
}
