import { DEMO_IDLE_MS } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { removeProjectFiles } from '../attachments/fileRemoval';

type RemovalDeps = Pick<AppDeps, 'db' | 'files'>;

/** The stored files of a sandbox's people outside its projects: their disk and their knowledge spaces' images. */
async function personalFileKeys(deps: RemovalDeps, people: number[]): Promise<string[]> {
  const disk = await deps.db
    .selectFrom('disk_entries')
    .select('storage_key')
    .where('owner_id', 'in', people)
    .where('storage_key', 'is not', null)
    .execute();
  const images = await deps.db
    .selectFrom('knowledge_images')
    .innerJoin('knowledge_bases', 'knowledge_bases.id', 'knowledge_images.kb_id')
    .select('knowledge_images.storage_key')
    .where('knowledge_bases.owner_id', 'in', people)
    .execute();
  return [
    ...disk.flatMap((row) => (row.storage_key ? [row.storage_key] : [])),
    ...images.map((row) => row.storage_key),
  ];
}

/**
 * Removes one sandbox with everything its people made (issue 39, ADR 0121): their projects and knowledge spaces (and
 * by cascade all inside), then the people (and by cascade their sessions, teams, spaces, disk and ledger), then the
 * sandbox. The files go after the rows, so a failure between leaves a stray file, never a row without its file.
 */
export async function removeSandbox(deps: RemovalDeps, sandboxId: number): Promise<void> {
  const people = (
    await deps.db.selectFrom('users').select('id').where('demo_sandbox_id', '=', sandboxId).execute()
  ).map((row) => row.id);
  let removeFiles: () => Promise<void> = async () => undefined;
  if (people.length > 0) {
    const projects = (await deps.db.selectFrom('projects').select('id').where('owner_id', 'in', people).execute()).map(
      (row) => row.id,
    );
    const removeProjectsFiles = await removeProjectFiles(deps.db, deps.files, projects);
    const keys = await personalFileKeys(deps, people);
    removeFiles = async () => {
      await removeProjectsFiles();
      await Promise.allSettled(keys.map((key) => deps.files.remove(key)));
    };
  }
  await deps.db.transaction().execute(async (trx) => {
    if (people.length > 0) {
      await trx.deleteFrom('projects').where('owner_id', 'in', people).execute();
      // Before the people: a space's documents name their writers without a cascade, and PostgreSQL may check
      // that reference before the cascade from the owner has removed the document.
      await trx.deleteFrom('knowledge_bases').where('owner_id', 'in', people).execute();
      await trx.deleteFrom('users').where('demo_sandbox_id', '=', sandboxId).execute();
    }
    await trx.deleteFrom('demo_sandboxes').where('id', '=', sandboxId).execute();
  });
  await removeFiles();
}

/**
 * Removes every sandbox idle for two hours; answers how many. Each is removed on its own, so one that cannot be
 * (a row added later that holds on to its people) stops only itself: the others go, then the failures are thrown
 * together for the caller to log, and that sandbox waits for the next sweep.
 */
export async function removeIdleSandboxes(deps: RemovalDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DEMO_IDLE_MS).toISOString();
  const idle = await deps.db
    .selectFrom('demo_sandboxes')
    .select('id')
    .where('last_active_time', '<=', cutoff)
    .execute();
  const failures: unknown[] = [];
  for (const { id } of idle) {
    try {
      await removeSandbox(deps, id);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${String(failures.length)} idle demo sandbox(es) could not be removed`);
  }
  return idle.length;
}
