import {
  API_BASE,
  type CommodityImage,
  type CommodityOffer,
  type CommodityPayInfo,
  type CommodityRow,
  type Locale,
  type commodityBody,
  type editCommodityBody,
} from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { CommodityTable } from '../../../db/financeSchema';
import type { Database } from '../../../db/schema';
import { failure, notFound } from '../../../http/errors';
import { removeStoredImage, storeImage } from '../../../http/storedImage';
import type { FileStorage } from '../../../storage/fileStorage';
import { type AuditActor, recordAudit } from '../../admin/auditLog';

type Db = Kysely<Database>;
type CommodityRecord = Selectable<CommodityTable>;
type CommodityFields = z.infer<typeof commodityBody>;

/** Commodity pictures are served at GET /prod-api/profile/commodity/<name>, public by their unguessable name. */
export const COMMODITY_IMAGE_PATH = '/profile/commodity/';

function imageUrl(image: string): string | null {
  return image === '' ? null : `${API_BASE}${COMMODITY_IMAGE_PATH}${image}`;
}

function presentOffer(record: CommodityRecord, locale: Locale): CommodityOffer {
  return {
    commodityId: record.id,
    name: locale === 'en' ? record.name_en : record.name_zh,
    description: locale === 'en' ? record.description_en : record.description_zh,
    pointsPrice: record.points_price,
    stock: record.stock,
    imageUrl: imageUrl(record.image),
  };
}

function presentRow(record: CommodityRecord, locale: Locale): CommodityRow {
  return {
    ...presentOffer(record, locale),
    image: record.image,
    nameZh: record.name_zh,
    nameEn: record.name_en,
    descriptionZh: record.description_zh,
    descriptionEn: record.description_en,
    onSale: record.on_sale === 1,
    sold: record.sold,
  };
}

/** getSaleInfoList: the commodities on sale, cheapest first; a sold-out one stays listed (and says so). */
export async function commoditiesOnSale(db: Db, locale: Locale): Promise<CommodityOffer[]> {
  const records = await db
    .selectFrom('commodities')
    .selectAll()
    .where('on_sale', '=', 1)
    .orderBy('points_price')
    .orderBy('id')
    .execute();
  return records.map((record) => presentOffer(record, locale));
}

/** getCommodityPayInfo/{id}: a commodity on sale and what the caller has to pay with; else 404. */
export async function commodityPayInfo(
  db: Db,
  options: { userId: number; commodityId: number; locale: Locale },
): Promise<CommodityPayInfo> {
  const [record, buyer] = await Promise.all([
    db
      .selectFrom('commodities')
      .selectAll()
      .where('id', '=', options.commodityId)
      .where('on_sale', '=', 1)
      .executeTakeFirst(),
    db.selectFrom('users').select('points').where('id', '=', options.userId).executeTakeFirstOrThrow(),
  ]);
  if (!record) throw notFound();
  return { commodity: presentOffer(record, options.locale), balance: buyer.points };
}

/** The administrators' list: every commodity, on sale or not, newest first. */
export async function listCommodities(db: Db, locale: Locale): Promise<CommodityRow[]> {
  const records = await db.selectFrom('commodities').selectAll().orderBy('id', 'desc').execute();
  return records.map((record) => presentRow(record, locale));
}

const columns = (fields: CommodityFields) => ({
  name_zh: fields.nameZh,
  name_en: fields.nameEn,
  description_zh: fields.descriptionZh,
  description_en: fields.descriptionEn,
  points_price: fields.pointsPrice,
  stock: fields.stock,
  on_sale: fields.onSale ? 1 : 0,
  image: fields.image,
});

export async function addCommodity(
  db: Db,
  options: { actor: AuditActor; fields: CommodityFields; now: Date; locale: Locale },
): Promise<CommodityRow> {
  const at = options.now.toISOString();
  const record = await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('commodities')
      .values({ ...columns(options.fields), create_time: at, update_time: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Issue 35: the administration area's audit log, in the same transaction.
    await recordAudit(trx, {
      actor: options.actor,
      action: 'commodityCreate',
      targetType: 'commodity',
      targetId: added.id,
      targetLabel: added.name_en,
      before: null,
      after: options.fields,
      now: options.now,
    });
    return added;
  });
  return presentRow(record, options.locale);
}

/**
 * Every field again. `stock` is what is left to redeem from now on (redemptions take from it as they happen);
 * points orders keep their own name and price, so an edit changes only what is redeemed from now on. A replaced
 * picture's file is removed.
 */
export async function editCommodity(
  db: Db,
  options: {
    actor: AuditActor;
    fields: z.infer<typeof editCommodityBody>;
    now: Date;
    locale: Locale;
    files: FileStorage;
  },
): Promise<CommodityRow> {
  const { commodityId, ...fields } = options.fields;
  const { previous, record } = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('commodities').selectAll().where('id', '=', commodityId).executeTakeFirst();
    if (!before) throw notFound();
    const edited = await trx
      .updateTable('commodities')
      .set({ ...columns(fields), update_time: options.now.toISOString() })
      .where('id', '=', commodityId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: options.actor,
      action: 'commodityEdit',
      targetType: 'commodity',
      targetId: commodityId,
      targetLabel: edited.name_en,
      before,
      after: fields,
      now: options.now,
    });
    return { previous: before, record: edited };
  });
  if (previous.image !== record.image) await removeStoredImage(options.files, 'commodityImages', previous.image);
  return presentRow(record, options.locale);
}

/** admin/commodityImage: stores a PNG or JPEG for the commodity form to save. */
export async function storeCommodityImage(files: FileStorage, content: Buffer): Promise<CommodityImage> {
  const image = await storeImage(files, 'commodityImages', content);
  if (!image) throw failure('commodityImageNotImage');
  return { image, imageUrl: imageUrl(image) ?? '' };
}
