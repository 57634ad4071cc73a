import type { SelectQueryBuilder, StringReference } from 'kysely';
import { type KindPage, countOf } from './scope';

/**
 * One kind's page of a permission-filtered query (ADR 0127): how many rows match, then the rows of `page`, newest
 * (largest id) first. `selection` names the columns the kind's hits are made of.
 */
export async function newestFirst<DB, TB extends keyof DB, O, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  id: StringReference<DB, TB>,
  page: KindPage,
  selection: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ total: number; rows: Row[] }> {
  // The count's row is { count } whatever the kind selects later; kysely cannot see that through a generic `O`.
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .$castTo<{ count: number | string }>()
    .executeTakeFirst();
  const rows = await selection(base).orderBy(id, 'desc').limit(page.limit).offset(page.offset).execute();
  return { total: countOf(count), rows };
}
