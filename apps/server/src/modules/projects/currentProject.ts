import type { MyProjectsData } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { projectAccess } from './policy';
import { listOpenProjects } from './queries';

/**
 * The workspace always works inside one project (issue 8): the user's choice is kept on the server so it
 * follows them to another browser. With `switchTo` the choice changes (any project the user may open);
 * when the kept one is gone (left, hidden, deleted) the first open project takes its place.
 */
export async function myProjects(
  db: Kysely<Database>,
  options: { userId: number; switchTo?: number },
): Promise<MyProjectsData> {
  if (options.switchTo !== undefined) {
    await projectAccess(db, { projectId: options.switchTo, userId: options.userId, atLeast: 'member' });
    await db
      .updateTable('users')
      .set({ current_project_id: options.switchTo })
      .where('id', '=', options.userId)
      .execute();
  }
  let projects = await listOpenProjects(db, options.userId);
  let current = projects.find((project) => project.isCurrent) ?? null;
  if (!current && projects.length > 0) {
    const fallback = projects.find((project) => !project.archived) ?? projects[0];
    if (fallback) {
      await db
        .updateTable('users')
        .set({ current_project_id: fallback.projectId })
        .where('id', '=', options.userId)
        .execute();
      projects = projects.map((project) => ({ ...project, isCurrent: project.projectId === fallback.projectId }));
      current = projects.find((project) => project.isCurrent) ?? null;
    }
  }
  return { current, projects };
}
