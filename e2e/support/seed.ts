import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { buildUser, signIn } from '../../apps/server/src/test/factories';

/**
 * Puts a signed-in user into the running server's database (the same SQLite
 * file; WAL lets a second process write). Issue 3 brings the login API, after
 * which journeys sign in through the page instead.
 */
export async function seedSignedInUser(options: { nickName: string; phone?: string | null }): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run through e2e/playwright.config.ts');
  const handle = openDatabase({ sqliteFile: path.join(dataDir, 'questline.db') });
  try {
    const user = await buildUser(handle.db, {
      nick_name: options.nickName,
      ...(options.phone === undefined ? {} : { phone: options.phone }),
    });
    return await signIn(handle.db, user.id);
  } finally {
    await handle.close();
  }
}
