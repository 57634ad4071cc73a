import type { EmpowerEntry, SocialProvider } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure, notFound } from '../../http/errors';
import { type ProviderLog, identifyCallback } from './socialLogin';

/** GET /{product}/userInfo/bindingUserWeichat, /bindingUserQQ: binds the authorising account to the caller. */
export async function bindSocialAccount(
  deps: AppDeps,
  options: { userId: number; provider: SocialProvider; code: string; state: string; log: ProviderLog },
): Promise<void> {
  const identity = await identifyCallback(deps, { ...options, purpose: { kind: 'bind', userId: options.userId } });
  const existing = await deps.db
    .selectFrom('social_accounts')
    .select(['id', 'user_id'])
    .where('provider', '=', options.provider)
    .where('open_id', '=', identity.openId)
    .executeTakeFirst();
  if (existing && existing.user_id !== options.userId) throw failure('socialBoundToOther');
  if (existing) {
    await deps.db
      .updateTable('social_accounts')
      .set({ nick_name: identity.nickName, avatar: identity.avatar })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  const other = await deps.db
    .selectFrom('social_accounts')
    .select('id')
    .where('user_id', '=', options.userId)
    .where('provider', '=', options.provider)
    .executeTakeFirst();
  if (other) throw failure('socialAlreadyBound');
  await deps.db
    .insertInto('social_accounts')
    .values({
      user_id: options.userId,
      provider: options.provider,
      open_id: identity.openId,
      nick_name: identity.nickName,
      avatar: identity.avatar,
      create_time: deps.now().toISOString(),
    })
    .execute();
}

/** GET /{product}/getEmpower: the caller's bound social accounts. */
export async function listEmpower(deps: AppDeps, userId: number): Promise<EmpowerEntry[]> {
  const rows = await deps.db
    .selectFrom('social_accounts')
    .select(['id', 'provider', 'nick_name', 'avatar', 'create_time'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.provider,
    nickName: row.nick_name,
    avatar: row.avatar,
    createTime: row.create_time,
  }));
}

/** POST /{product}/cancelEmpower/:id: someone else's entry answers 404, never revealing that it exists. */
export async function cancelEmpower(deps: AppDeps, options: { userId: number; id: number }): Promise<void> {
  const result = await deps.db
    .deleteFrom('social_accounts')
    .where('id', '=', options.id)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound();
}
