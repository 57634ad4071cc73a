import {
  type AdminDashboard,
  DASHBOARD_MONTHS,
  DASHBOARD_WEEKS,
  OrderStatus,
  WORK_ORDER_STATUSES,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const DAY_MS = 86_400_000;
const OPEN_WORK_ORDER = WORK_ORDER_STATUSES.filter((status) => status !== 'complete');

/** The tables that record the size of a stored file: their sum is the storage used. */
const SIZED_TABLES = [
  'question_attachments',
  'knowledge_images',
  'disk_entries',
  'resource_files',
  'work_order_images',
  'ai_images',
  'plan_deliverables',
] as const;

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** The last `n` windows ending at `end`, oldest first: [start, next start). */
function windows(n: number, startOf: (index: number) => Date): { from: Date; to: Date }[] {
  return Array.from({ length: n }, (_unused, offset) => {
    const index = n - 1 - offset;
    return { from: startOf(index), to: startOf(index - 1) };
  });
}

/**
 * GET ADMIN_PATHS.dashboard (issue 35): each figure is a count or a sum in the database, one query per figure
 * and window, so the answer costs the same on a large installation as on a small one. Windows are cut in UTC.
 */
export async function dashboard(
  db: Kysely<Database>,
  input: { now: Date; sessionTtlMs: number },
): Promise<AdminDashboard> {
  const { now } = input;
  const since = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  // A session renewed in use gets a full TTL from then, so its expiry minus the TTL is when it was last used.
  const renewedSince = new Date(now.getTime() - 7 * DAY_MS + input.sessionTtlMs).toISOString();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weeks = windows(DASHBOARD_WEEKS, (index) => new Date(today + DAY_MS - (index + 1) * 7 * DAY_MS));
  const months = windows(
    DASHBOARD_MONTHS,
    (index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1)),
  );

  const [users, active, projects, openWorkOrders] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('demo_sandbox_id', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select((eb) => eb.fn.count<string>('sessions.user_id').distinct().as('n'))
      .where('users.demo_sandbox_id', 'is', null)
      .where((eb) => eb.or([eb('sessions.create_time', '>=', since), eb('sessions.expire_time', '>=', renewedSince)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('delete_time', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('work_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', 'in', OPEN_WORK_ORDER)
      .executeTakeFirstOrThrow(),
  ]);
  const issuesPerWeek = await Promise.all(
    weeks.map(async ({ from, to }) => {
      const row = await db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('create_time', '>=', from.toISOString())
        .where('create_time', '<', to.toISOString())
        .executeTakeFirstOrThrow();
      return { start: from.toISOString().slice(0, 10), count: count(row.n) };
    }),
  );
  const ordersPerMonth = await Promise.all(
    months.map(async ({ from, to }) => {
      const row = await db
        .selectFrom('orders')
        .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string | null>('amount_fen').as('fen')])
        .where('status', '=', OrderStatus.paid)
        .where('paid_time', '>=', from.toISOString())
        .where('paid_time', '<', to.toISOString())
        .executeTakeFirstOrThrow();
      return { month: from.toISOString().slice(0, 7), orders: count(row.n), revenueFen: count(row.fen) };
    }),
  );
  const sizes = await Promise.all(
    SIZED_TABLES.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.sum<string | null>('size').as('bytes'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return {
    users: count(users.n),
    activeUsers7d: count(active.n),
    projects: count(projects.n),
    issuesPerWeek,
    storageBytes: sizes.reduce((sum, row) => sum + count(row.bytes), 0),
    ordersPerMonth,
    openWorkOrders: count(openWorkOrders.n),
  };
}
