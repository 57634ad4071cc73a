import {
  CATALOGUE_KINDS,
  type CatalogueKind,
  type ProductRow,
  type editProductBody,
  type productBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '../admin/auditLog';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type CatalogueRow, presentOffer } from './catalogue';

type Db = Kysely<Database>;
type ProductFields = z.infer<typeof productBody>;

function presentProduct(row: CatalogueRow, locale: 'zh' | 'en'): ProductRow {
  return { ...presentOffer(row, locale), nameZh: row.name_zh, nameEn: row.name_en, enabled: row.enabled === 1 };
}

const columns = (fields: ProductFields) => ({
  kind: fields.kind,
  name_zh: fields.nameZh,
  name_en: fields.nameEn,
  price_fen: fields.priceFen,
  // A membership has a length and credits grant an amount; the other field means nothing for them.
  months: fields.kind === 'resources' ? fields.months : null,
  credits: fields.kind === 'chatgpt' || fields.kind === 'midjourney' ? fields.credits : null,
  enabled: fields.enabled ? 1 : 0,
});

const sold = [...CATALOGUE_KINDS];
type Sold = { kind: CatalogueKind };

/** The administrators' catalogue, every product sold for money, on sale or not. */
export async function listProducts(db: Db, locale: 'zh' | 'en'): Promise<ProductRow[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('kind', 'in', sold)
    .$narrowType<Sold>()
    .orderBy('kind')
    .orderBy('id')
    .execute();
  return rows.map((row) => presentProduct(row, locale));
}

export async function addProduct(
  db: Db,
  options: { actor: AuditActor; fields: ProductFields; now: Date; locale: 'zh' | 'en' },
): Promise<ProductRow> {
  const at = options.now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('products')
      .values({ ...columns(options.fields), create_time: at, update_time: at })
      .returningAll()
      .$narrowType<Sold>()
      .executeTakeFirstOrThrow();
    // Issue 35: the administration area's audit log, in the same transaction.
    await recordAudit(trx, {
      actor: options.actor,
      action: 'productCreate',
      targetType: 'product',
      targetId: added.id,
      targetLabel: added.name_en,
      before: null,
      after: options.fields,
      now: options.now,
    });
    return added;
  });
  return presentProduct(row, options.locale);
}

/** Orders keep their own copy of name and price, so an edit changes only what is sold from now on. */
export async function editProduct(
  db: Db,
  options: { actor: AuditActor; fields: z.infer<typeof editProductBody>; now: Date; locale: 'zh' | 'en' },
): Promise<ProductRow> {
  const { productId, ...fields } = options.fields;
  const row = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', productId)
      .where('kind', 'in', sold)
      .executeTakeFirst();
    if (!before) throw notFound();
    const edited = await trx
      .updateTable('products')
      .set({ ...columns(fields), update_time: options.now.toISOString() })
      .where('id', '=', productId)
      .returningAll()
      .$narrowType<Sold>()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: options.actor,
      action: 'productEdit',
      targetType: 'product',
      targetId: productId,
      targetLabel: edited.name_en,
      before: { ...before, create_time: undefined, update_time: undefined },
      after: fields,
      now: options.now,
    });
    return edited;
  });
  return presentProduct(row, options.locale);
}
