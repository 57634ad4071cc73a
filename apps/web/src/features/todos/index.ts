/**
 * What other features may use of the to-do lists: their query keys (the live connection).
 */
export { todoKeys } from './queries';
