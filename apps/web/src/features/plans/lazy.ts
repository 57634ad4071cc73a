/** What other features load of plans on demand, each in a chunk of its own. */
/** The plan view of /problem (ADR 0051). */
export const loadPlansView = () => import('./PlansView');
/** The issue list's batch dialog that links issues to a plan. */
export const loadBatchPlanDialog = () => import('./BatchPlanDialog');
