import type { EmailSwitchData } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';

/** GET /{product}/userswitch/getUserEmailSwitch. */
export async function getEmailSwitch(db: Kysely<Database>, userId: number): Promise<EmailSwitchData> {
  const user = await db.selectFrom('users').select('email_notify').where('id', '=', userId).executeTakeFirstOrThrow();
  return { open: user.email_notify === 1 };
}

/** /openEmail and /closEmail; notifications cannot be switched on without an address to send them to. */
export async function setEmailSwitch(
  db: Kysely<Database>,
  options: { userId: number; open: boolean; now: Date },
): Promise<void> {
  if (options.open) {
    const user = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', options.userId)
      .executeTakeFirstOrThrow();
    if (!user.email) throw failure('emailSwitchNeedsEmail');
  }
  await db
    .updateTable('users')
    .set({ email_notify: options.open ? 1 : 0, update_time: options.now.toISOString() })
    .where('id', '=', options.userId)
    .execute();
}
