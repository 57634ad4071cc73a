import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/database';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { handOverPendingWork, pendingWorkByMember, pendingWorkCount } from './pendingWork';

/** Issue 29: the one hand-over of a leaving member's pending work, every kind counted and moved together. */
describe('pending work', () => {
  let database: TestDatabase;
  let w: ProjectWorld;
  const now = new Date('2030-06-01T00:00:00.000Z');
  beforeAll(async () => {
    database = await createTestDatabase();
    w = await buildProjectWorld(database.db);
    // The world's member handles its issue and owns and runs its task; make them a module's default handler too.
    await database.db
      .updateTable('project_modules')
      .set({ handler_user_id: w.member.id })
      .where('id', '=', w.moduleId)
      .execute();
  });
  afterAll(() => database.dispose());

  it('counts each kind of work once and adds the kinds up, per member and for one', async () => {
    expect(await pendingWorkCount(database.db, w.projectId, w.member.id)).toBe(3);
    expect(await pendingWorkCount(database.db, w.projectId, w.other.id)).toBe(0);
    const byMember = await pendingWorkByMember(database.db, w.projectId);
    expect(byMember.get(w.member.id)).toBe(3);
    expect(byMember.has(w.other.id)).toBe(false);
  });

  it('hands every kind over in one go, leaving nothing behind', async () => {
    await database.db.transaction().execute((trx) =>
      handOverPendingWork(trx, {
        projectId: w.projectId,
        fromUserId: w.member.id,
        toUserId: w.other.id,
        callerId: w.admin.id,
        now,
      }),
    );
    expect(await pendingWorkCount(database.db, w.projectId, w.member.id)).toBe(0);
    expect(await pendingWorkCount(database.db, w.projectId, w.other.id)).toBe(3);
    const module = await database.db
      .selectFrom('project_modules')
      .select('handler_user_id')
      .where('id', '=', w.moduleId)
      .executeTakeFirstOrThrow();
    expect(module.handler_user_id).toBe(w.other.id);
  });
});
