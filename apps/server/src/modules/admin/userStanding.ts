import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { type AuditActor, recordAudit } from './auditLog';
import { personOf } from './people';

type Deps = Pick<AppDeps, 'db' | 'now' | 'realtime'>;

/**
 * POST ADMIN_PATHS.disableUser / enableUser (issue 35). Disabling ends every live session of the person in the same
 * transaction as the flag and its audit line, then disconnects their sockets on every instance, so an open tab is
 * signed out at once; sign-in and the session look-up refuse the account from then on. A platform administrator
 * cannot be disabled: the installation must keep someone who can undo it.
 */
export async function setDisabled(
  deps: Deps,
  input: { actor: AuditActor; userId: number; disabled: boolean },
): Promise<void> {
  const now = deps.now();
  const ended = await deps.db.transaction().execute(async (trx) => {
    const person = await personOf(trx, input.userId);
    if (input.disabled && person.is_platform_admin === 1) throw failure('adminNotDisabled');
    if ((person.disabled === 1) === input.disabled) return [];
    await trx
      .updateTable('users')
      .set({ disabled: input.disabled ? 1 : 0, update_time: now.toISOString() })
      .where('id', '=', person.id)
      .execute();
    const live = input.disabled
      ? await trx
          .selectFrom('sessions')
          .select('id')
          .where('user_id', '=', person.id)
          .where('end_time', 'is', null)
          .execute()
      : [];
    if (live.length > 0) {
      await trx
        .updateTable('sessions')
        .set({ end_time: now.toISOString(), end_reason: 'disabled' })
        .where(
          'id',
          'in',
          live.map((session) => session.id),
        )
        .execute();
    }
    await recordAudit(trx, {
      actor: input.actor,
      action: input.disabled ? 'userDisable' : 'userEnable',
      targetType: 'user',
      targetId: person.id,
      targetLabel: person.user_name,
      before: { disabled: person.disabled === 1 },
      after: { disabled: input.disabled, sessionsEnded: live.length },
      now,
    });
    return live.map((session) => session.id);
  });
  for (const sessionId of ended) deps.realtime.endSession(sessionId);
}

/** POST ADMIN_PATHS.endUserSession: one of the person's live sessions ends, its sockets with it. */
export async function endPersonSession(
  deps: Deps,
  input: { actor: AuditActor; userId: number; sessionId: number },
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const person = await personOf(trx, input.userId);
    const ended = await trx
      .updateTable('sessions')
      .set({ end_time: now.toISOString(), end_reason: 'ended' })
      .where('id', '=', input.sessionId)
      .where('user_id', '=', person.id)
      .where('end_time', 'is', null)
      .executeTakeFirst();
    if (ended.numUpdatedRows === 0n) throw failure('sessionNotFound');
    await recordAudit(trx, {
      actor: input.actor,
      action: 'userEndSession',
      targetType: 'user',
      targetId: person.id,
      targetLabel: person.user_name,
      before: { sessionId: input.sessionId, live: true },
      after: { sessionId: input.sessionId, live: false },
      now,
    });
  });
  deps.realtime.endSession(input.sessionId);
}
