import {
  DEMO_IDLE_MS,
  DEMO_STARTS_PER_ADDRESS,
  DEMO_STARTS_WINDOW_MS,
  type DemoStart,
  ResultCode,
  type Locale,
  demoIdleOver,
} from '@questline/contract';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError, failure, forbidden } from '../../http/errors';
import { seedSandboxTeam } from '../../demo/seed';
import { DEMO_PEOPLE, DEMO_PROJECTS } from '../../demo/content';
import { startSession } from '../account/sessions';
import { removeIdleSandboxes } from './removal';

type DemoDeps = Pick<AppDeps, 'db' | 'dialect' | 'config' | 'now' | 'store' | 'files'>;

/** The demo person a visitor becomes: the team's owner, who may do everything a member does and more. */
const VISITOR = DEMO_PEOPLE[0];

/** How often a start looks for a free seat again when another visitor took the one it chose a moment before. */
const SEAT_ATTEMPTS = 5;

/** The lowest free seat, or null when all are taken. */
async function freeSeat(deps: DemoDeps): Promise<number | null> {
  const taken = new Set((await deps.db.selectFrom('demo_sandboxes').select('seat').execute()).map((row) => row.seat));
  for (let seat = 1; seat <= deps.config.demo.seats; seat += 1) if (!taken.has(seat)) return seat;
  return null;
}

/** Takes a seat: a row whose unique seat another visitor cannot take at the same moment. Answers its id. */
async function takeSeat(deps: DemoDeps, time: string): Promise<number> {
  for (let attempt = 0; attempt < SEAT_ATTEMPTS; attempt += 1) {
    const seat = await freeSeat(deps);
    if (seat === null) break;
    try {
      const row = await deps.db
        .insertInto('demo_sandboxes')
        .values({ seat, create_time: time, last_active_time: time })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw failure('demoSeatsTaken', { seats: deps.config.demo.seats });
}

/**
 * Opens a sandbox for a visitor (issue 39, ADR 0121): a copy of the demo team of their own, signed in as its owner.
 * Refused when the demo is off, past the starts of one address in an hour, and when every seat is taken (idle
 * sandboxes are removed first, so a seat they held is free again).
 */
export async function startDemo(deps: DemoDeps, input: { address: string; locale: Locale }): Promise<DemoStart> {
  if (!deps.config.demo.enabled) throw forbidden('demoDisabled');
  const starts = await deps.store.increment(`demo:starts:${input.address}`, DEMO_STARTS_WINDOW_MS);
  if (starts > DEMO_STARTS_PER_ADDRESS) {
    throw new AppError(ResultCode.rateLimited, 'demoTooManyStarts', { max: DEMO_STARTS_PER_ADDRESS });
  }
  const now = deps.now();
  // Frees the seats idle sandboxes hold. One that cannot be removed keeps its seat and is the sweep's to report
  // (main.ts logs it every minute); it must not turn every visitor away.
  await removeIdleSandboxes(deps, now).catch(() => 0);
  const sandboxId = await takeSeat(deps, now.toISOString());
  const { people, projectIds } = await seedSandboxTeam(deps.db, { sandboxId, now, dialect: deps.dialect });
  // The visitor starts in the project written in their language; the other is a click away.
  const first = projectIds[DEMO_PROJECTS.findIndex((project) => project.locale === input.locale)] ?? null;
  await deps.db.updateTable('users').set({ current_project_id: first }).where('id', '=', people[VISITOR.key]).execute();
  const token = await startSession(deps, { userId: people[VISITOR.key] });
  return { token, nickName: VISITOR.nickName, idleMinutes: DEMO_IDLE_MS / 60_000 };
}

/** How often a sandbox's last call is written down: the idle clock needs minutes, not every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Whether a demo person's sandbox still lives, keeping it alive while its visitor works: the call's time is
 * written at most once a minute. A sandbox idle past its time is over even before the sweep removes it.
 */
export async function sandboxLives(deps: Pick<AppDeps, 'db' | 'now'>, sandboxId: number): Promise<boolean> {
  const row = await deps.db
    .selectFrom('demo_sandboxes')
    .select('last_active_time')
    .where('id', '=', sandboxId)
    .executeTakeFirst();
  const now = deps.now();
  if (!row || demoIdleOver(row.last_active_time, now)) return false;
  if (now.getTime() - Date.parse(row.last_active_time) >= TOUCH_EVERY_MS) {
    await deps.db
      .updateTable('demo_sandboxes')
      .set({ last_active_time: now.toISOString() })
      .where('id', '=', sandboxId)
      .execute();
  }
  return true;
}
