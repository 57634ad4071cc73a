import {
  type PlanDeliverable,
  type PlanItemRow,
  type PlanItemType,
  type PlanStatus,
  type QuestionStatus,
  issueCountsForPlan,
  issueIsDone,
  deliverableUrl,
  rollUpPlanProgress,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { projectNames } from '../attachments/people';
import type { DeliverableRecord, PlanItemRecord } from './planAccess';

type Executor = Kysely<Database> | Transaction<Database>;

/** Linked issues per plan item: how many count and how many are done. */
async function issueCounts(
  db: Executor,
  projectId: number,
): Promise<Map<number, { issueCount: number; doneCount: number }>> {
  const rows = await db
    .selectFrom('questions')
    .select(['plan_id', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('project_id', '=', projectId)
    .where('plan_id', 'is not', null)
    .groupBy(['plan_id', 'status'])
    .execute();
  const counts = new Map<number, { issueCount: number; doneCount: number }>();
  for (const row of rows) {
    const status = row.status as QuestionStatus;
    if (row.plan_id === null || !issueCountsForPlan(status)) continue;
    const entry = counts.get(row.plan_id) ?? { issueCount: 0, doneCount: 0 };
    entry.issueCount += Number(row.count);
    if (issueIsDone(status)) entry.doneCount += Number(row.count);
    counts.set(row.plan_id, entry);
  }
  return counts;
}

/** The whole tree of a project, flat, parents before children, with progress rolled up (spec point 3). */
export async function presentPlanTree(db: Executor, projectId: number): Promise<PlanItemRow[]> {
  const items = await db
    .selectFrom('plan_items')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('sort')
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  const names = await projectNames(
    db,
    projectId,
    items.map((item) => item.assignee_id).filter((id): id is number => id !== null),
  );
  const deliverables = await db
    .selectFrom('plan_deliverables')
    .select(['plan_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('project_id', '=', projectId)
    .groupBy('plan_id')
    .execute();
  const progress = rollUpPlanProgress(
    items.map((item) => ({
      planId: item.id,
      parentId: item.parent_id,
      itemType: item.item_type as PlanItemType,
      status: item.status as PlanStatus,
    })),
    await issueCounts(db, projectId),
  );
  const rows = items.map((item): PlanItemRow => {
    const rolled = progress.get(item.id) ?? { issueCount: 0, doneCount: 0, progress: 0 };
    return {
      planId: item.id,
      projectId: item.project_id,
      parentId: item.parent_id,
      itemType: item.item_type as PlanItemType,
      planName: item.name,
      status: item.status as PlanStatus,
      assignee:
        item.assignee_id === null ? null : { userId: item.assignee_id, name: names.get(item.assignee_id) ?? '' },
      publishTime: item.publish_time,
      startDate: item.start_date,
      endDate: item.end_date,
      description: item.description,
      sort: item.sort,
      ...rolled,
      deliverableCount: Number(deliverables.find((row) => row.plan_id === item.id)?.count ?? 0),
      updateTime: item.update_time,
    };
  });
  return depthFirst(rows);
}

/** Parents first, each followed by its children, so the table and the Gantt read the rows in order. */
function depthFirst(rows: PlanItemRow[]): PlanItemRow[] {
  const known = new Set(rows.map((row) => row.planId));
  const ordered: PlanItemRow[] = [];
  const place = (parentId: number | null) => {
    for (const row of rows.filter((item) => item.parentId === parentId)) {
      ordered.push(row);
      place(row.planId);
    }
  };
  place(null);
  // A row whose parent is gone (never expected: deletes cascade) still shows, at the end.
  ordered.push(...rows.filter((row) => row.parentId !== null && !known.has(row.parentId)));
  return ordered;
}

export async function presentPlanItem(db: Executor, item: PlanItemRecord): Promise<PlanItemRow> {
  const row = (await presentPlanTree(db, item.project_id)).find((entry) => entry.planId === item.id);
  if (!row) throw new Error('plan item vanished while presenting it');
  return row;
}

export async function presentDeliverables(
  db: Executor,
  projectId: number,
  rows: readonly DeliverableRecord[],
): Promise<PlanDeliverable[]> {
  const names = await projectNames(
    db,
    projectId,
    rows.map((row) => row.uploader_id),
  );
  return rows.map((row) => ({
    deliverableId: row.id,
    planId: row.plan_id,
    kind: row.kind,
    fileName: row.file_name,
    url: row.kind === 'link' ? (row.url ?? '') : deliverableUrl(projectId, row.id),
    size: row.size,
    uploader: { userId: row.uploader_id, name: names.get(row.uploader_id) ?? '' },
    createTime: row.create_time,
  }));
}
