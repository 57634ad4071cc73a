/** What other features load of iterations on demand, each in a chunk of its own. */
/** The iteration view of /problem (ADR 0051). */
export const loadIterationsView = () => import('./IterationsView');
