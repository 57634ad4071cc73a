/**
 * What other features may use of iterations: the batch button and dialog of the issue list and detail, the
 * project's iterations for the issue form and filters, and the iteration view as a lazy project view.
 */
export { BatchIterationButton, LazyBatchIterationDialog } from './BatchIterationButton';
export { useIterations } from './queries';

export { loadIterationsView } from './lazy';
