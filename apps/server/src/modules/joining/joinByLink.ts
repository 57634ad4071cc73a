import { type JoinLinkRegisterBody, type JoinedData, ResultCode } from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { JoinLinkTable } from '../../db/joiningSchema';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, failure } from '../../http/errors';
import { accountNameOf, insertAccount, refuseTakenNames } from '../account/accountNames';
import { hashPassword } from '../account/passwords';
import { startSession } from '../account/sessions';
import { projectTarget } from '../memberInvitations/targets';
import { addMemberRow } from '../members/memberRow';
import { STATE_REFUSAL, assertLiveProject, linkByToken, stateOf } from './joinLinks';

type Db = Kysely<Database>;
type Link = Selectable<JoinLinkTable>;

function assertLive(link: Link, now: Date): void {
  const state = stateOf(link, now);
  if (state !== 'live') throw failure(STATE_REFUSAL[state]);
}

/**
 * The maker must still be allowed to add people, as with an invitation by phone (ADR 0099): an admin who lost the
 * role, an administrator no longer one, or a project gone, archived or over its grace date leaves the link invalid.
 */
async function assertMakerMayAdd(db: Db, link: Link, now: Date): Promise<void> {
  const maker = await db
    .selectFrom('users')
    .select('is_platform_admin')
    .where('id', '=', link.creator_id)
    .executeTakeFirstOrThrow();
  try {
    if (link.project_id === null) {
      if (maker.is_platform_admin !== 1) throw failure('invitationNoLongerValid');
    } else if (maker.is_platform_admin === 1) {
      await assertLiveProject(db, link.project_id);
    } else {
      await projectTarget(link.project_id).assertMayAdd(db, link.creator_id, now);
    }
  } catch (error) {
    const lostRight =
      error instanceof AppError && (error.code === ResultCode.notFound || error.code === ResultCode.forbidden);
    throw lostRight ? failure('invitationNoLongerValid') : error;
  }
}

/** Counts one use unless another request took the last one, or the link lapsed meanwhile. */
async function spendUse(trx: Transaction<Database>, link: Link, now: Date): Promise<void> {
  const spent = await trx
    .updateTable('join_links')
    .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
    .where('id', '=', link.id)
    .where('revoke_time', 'is', null)
    .where('expire_time', '>', now.toISOString())
    .where((eb) => eb('use_count', '<', eb.ref('max_uses')))
    .executeTakeFirst();
  if (spent.numUpdatedRows === 0n) throw failure('joinLinkUsedUp');
}

async function joinProject(trx: Transaction<Database>, projectId: number, userId: number, now: Date) {
  await addMemberRow(trx, { projectId, userId, now });
  // The workspace opens on the project they were invited to.
  await trx.updateTable('users').set({ current_project_id: projectId }).where('id', '=', userId).execute();
}

/**
 * POST /register/joinLink/register (public): a new account with a password and no phone (ADR 0108), in the link's
 * project when it names one, signed in. A link bound to an address takes that address only.
 */
export async function registerByLink(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: JoinLinkRegisterBody,
): Promise<JoinedData> {
  const now = deps.now();
  const link = await linkByToken(deps.db, input.token);
  assertLive(link, now);
  if (input.confirmPassword !== input.password) throw failure('passwordsMismatch');
  if (!input.agreement) throw failure('agreementRequired');
  const name = accountNameOf(input.account);
  if (link.email !== null && name.email !== link.email) {
    throw failure('joinLinkEmailMismatch', { email: link.email });
  }
  await assertMakerMayAdd(deps.db, link, now);
  await refuseTakenNames(deps.db, [name.userName]);
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction().execute(async (trx) => {
    await spendUse(trx, link, now);
    const id = await insertAccount(trx, {
      ...name,
      nickName: input.nickName,
      phone: null,
      passwordHash,
      joinedBy: 'link',
      now,
    });
    if (link.project_id !== null) await joinProject(trx, link.project_id, id, now);
    return id;
  });
  return { projectId: link.project_id, token: await startSession(deps, { userId }) };
}

/**
 * POST joinLink/accept: a signed-in person joins the link's project. Someone already a member is simply taken
 * there, spending no use; a link bound to an address is for the account bound to that address.
 */
export async function acceptLink(db: Db, input: { token: string; userId: number; now: Date }): Promise<JoinedData> {
  const link = await linkByToken(db, input.token);
  assertLive(link, input.now);
  const projectId = link.project_id;
  if (projectId === null) throw failure('joinLinkNeedsProject');
  if (link.email !== null) {
    const me = await db.selectFrom('users').select('email').where('id', '=', input.userId).executeTakeFirstOrThrow();
    if (me.email !== link.email) throw failure('joinLinkEmailMismatch', { email: link.email });
  }
  const target = projectTarget(projectId);
  if (await target.isMember(db, input.userId)) return { projectId };
  await assertMakerMayAdd(db, link, input.now);
  await db.transaction().execute(async (trx) => {
    await spendUse(trx, link, input.now);
    await joinProject(trx, projectId, input.userId, input.now);
  });
  return { projectId };
}
