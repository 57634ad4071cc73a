/**
 * What other features may use of plans: the plans an issue may link to (issue form and filters), and the plan view and
 * the batch plan dialog, each loaded on demand in a chunk of its own.
 */
export { useLinkablePlans } from './linkablePlans';

export { loadBatchPlanDialog, loadPlansView } from './lazy';
