import {
  DEFAULT_QUESTION_COLUMNS,
  FIXED_QUESTION_COLUMNS,
  QUESTION_COLUMNS,
  QUESTION_TYPES,
  type QuestionColumn,
  type QuestionType,
  TERMINALS,
  type Terminal,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Spec point 7 "Issues": each person's list settings (shown columns, type tabs, terminals), one
 * `user_preferences` row per key holding JSON. They follow the person, not the project. A stored value
 * is read through the same allow-list it was written with, so a later change to the choices (a column
 * removed) cannot break the list.
 */
export interface Preference<T extends string | number> {
  key: string;
  allowed: readonly T[];
  fallback: readonly T[];
  /** Shapes a stored or new value: the columns keep the fixed ones in front. */
  shape: (values: T[]) => T[];
}

const keep = <T>(values: T[]) => values;

export const QUESTION_COLUMNS_PREF: Preference<QuestionColumn> = {
  key: 'questionColumns',
  allowed: QUESTION_COLUMNS,
  fallback: DEFAULT_QUESTION_COLUMNS,
  shape: (columns) => [
    ...FIXED_QUESTION_COLUMNS,
    ...columns.filter((column) => !FIXED_QUESTION_COLUMNS.includes(column)),
  ],
};
export const TYPE_TABS_PREF: Preference<QuestionType | number> = {
  key: 'questionTypeTabs',
  allowed: QUESTION_TYPES,
  fallback: QUESTION_TYPES,
  shape: keep,
};
export const TERMINALS_PREF: Preference<Terminal | number> = {
  key: 'questionTerminals',
  allowed: TERMINALS,
  fallback: TERMINALS,
  shape: keep,
};

export async function readPreference<T extends string | number>(
  db: Db,
  preference: Preference<T>,
  userId: number,
): Promise<T[]> {
  const row = await db
    .selectFrom('user_preferences')
    .select('value')
    .where('user_id', '=', userId)
    .where('key', '=', preference.key)
    .executeTakeFirst();
  if (!row) return preference.shape([...preference.fallback]);
  const stored: unknown = JSON.parse(row.value);
  const values = Array.isArray(stored)
    ? stored.filter((value): value is T => preference.allowed.includes(value as T))
    : [];
  return preference.shape(values);
}

/** Writes a value the route's schema has already checked. */
export async function writePreference<T extends string | number>(
  db: Db,
  preference: Preference<T>,
  options: { userId: number; values: T[]; now: Date },
): Promise<void> {
  const values = preference.shape([...new Set(options.values)]);
  const row = { value: JSON.stringify(values), update_time: options.now.toISOString() };
  await db
    .insertInto('user_preferences')
    .values({ user_id: options.userId, key: preference.key, ...row })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doUpdateSet(row))
    .execute();
}
