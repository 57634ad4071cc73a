import type { Locale } from '../locale';
import { QuestionStatusCode, type QuestionStatus } from '../issues/workflow';

/**
 * Issue 13: project plan items (spec point 3 "Project plan item": plan group, plan, milestone, other;
 * unfinished or finished; assignee and publishing time) and the rules both sides share.
 */

export const PlanItemTypeCode = { group: 1, plan: 2, milestone: 3, other: 4 } as const;
export const PLAN_ITEM_TYPES = [1, 2, 3, 4] as const;
export type PlanItemType = (typeof PLAN_ITEM_TYPES)[number];

export const PlanStatusCode = { unfinished: 0, finished: 1 } as const;
export const PLAN_STATUSES = [0, 1] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_NAME_MAX_BYTES = 64;
export const PLAN_DESCRIPTION_MAX = 2000;
export const PLAN_DELIVERABLE_NAME_MAX = 100;
export const PLAN_DELIVERABLE_URL_MAX = 1000;
export const PLAN_DELIVERABLES_MAX = 20;
export const PLAN_BATCH_MAX = 500;
/** A tree deeper than this is a mistake (or a loop); the server stops walking there. */
export const PLAN_DEPTH_MAX = 8;

export const PLAN_ITEM_TYPE_LABELS: Record<Locale, Record<PlanItemType, string>> = {
  zh: { 1: '计划组', 2: '计划', 3: '里程碑', 4: '其他' },
  en: { 1: 'Plan group', 2: 'Plan', 3: 'Milestone', 4: 'Other' },
};

export const PLAN_STATUS_LABELS: Record<Locale, Record<PlanStatus, string>> = {
  zh: { 0: '未完成', 1: '已完成' },
  en: { 0: 'Unfinished', 1: 'Finished' },
};

/** Spec point 5 "Milestone and plan": assignee and publishing time required. */
export function needsAssignee(itemType: PlanItemType): boolean {
  return itemType === PlanItemTypeCode.plan || itemType === PlanItemTypeCode.milestone;
}

/** Deliverables are attached to a milestone or a plan (issue 13). */
export const takesDeliverables = needsAssignee;

/** Issues link to a plan or a plan group (spec point 3 "Issue": plan or plan group). */
export function takesIssues(itemType: PlanItemType): boolean {
  return itemType === PlanItemTypeCode.plan || itemType === PlanItemTypeCode.group;
}

/** Only plan groups hold other items, so the tree reads group > plan / milestone / other. */
export function takesChildren(itemType: PlanItemType): boolean {
  return itemType === PlanItemTypeCode.group;
}

/** A linked issue counts as done once it is resolved or closed; drafts are nobody's work yet. */
export function issueCountsForPlan(status: QuestionStatus): boolean {
  return status !== QuestionStatusCode.draft;
}
export function issueIsDone(status: QuestionStatus): boolean {
  return status === QuestionStatusCode.resolved || status === QuestionStatusCode.closed;
}

export interface PlanNode {
  planId: number;
  parentId: number | null;
  itemType: PlanItemType;
  status: PlanStatus;
}

export interface PlanProgress {
  issueCount: number;
  doneCount: number;
  /** 0-100: done issues of all issues, or 100/0 by the item's own status when no issue is linked. */
  progress: number;
}

/**
 * Progress rolled up from the linked issues: an item counts its own issues and those of every item below
 * it, so a plan group shows the whole of its plans' work.
 */
export function rollUpPlanProgress(
  nodes: readonly PlanNode[],
  own: ReadonlyMap<number, { issueCount: number; doneCount: number }>,
): Map<number, PlanProgress> {
  const children = new Map<number, number[]>();
  for (const node of nodes) {
    if (node.parentId !== null) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.planId]);
  }
  const byId = new Map(nodes.map((node) => [node.planId, node]));
  const result = new Map<number, PlanProgress>();
  const visit = (planId: number, depth: number): { issueCount: number; doneCount: number } => {
    const counts = { ...(own.get(planId) ?? { issueCount: 0, doneCount: 0 }) };
    if (depth < PLAN_DEPTH_MAX) {
      for (const childId of children.get(planId) ?? []) {
        const child = visit(childId, depth + 1);
        counts.issueCount += child.issueCount;
        counts.doneCount += child.doneCount;
      }
    }
    const node = byId.get(planId);
    const finished = node?.status === PlanStatusCode.finished;
    const progress =
      counts.issueCount > 0 ? Math.round((counts.doneCount * 100) / counts.issueCount) : finished ? 100 : 0;
    result.set(planId, { ...counts, progress });
    return counts;
  };
  for (const node of nodes) if (!result.has(node.planId)) visit(node.planId, 0);
  return result;
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar date `days` after `date` (before, when negative). */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A Gantt drag or key press: `move` shifts both dates, `resize` shifts the end only and never before the
 * start (the form's rule, spec point 5 dates in order). A milestone is one day, so it only moves.
 */
export function dragPlanDates(
  dates: { startDate: string; endDate: string },
  mode: 'move' | 'resize',
  days: number,
  itemType: PlanItemType,
): { startDate: string; endDate: string } {
  if (mode === 'move' || itemType === PlanItemTypeCode.milestone) {
    const startDate = shiftDate(dates.startDate, days);
    const endDate = itemType === PlanItemTypeCode.milestone ? startDate : shiftDate(dates.endDate, days);
    return { startDate, endDate };
  }
  const endDate = shiftDate(dates.endDate, days);
  return { startDate: dates.startDate, endDate: endDate < dates.startDate ? dates.startDate : endDate };
}
