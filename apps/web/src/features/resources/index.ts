/**
 * What other features may use of the resource store: a resource's price and the store's query keys (its
 * administration desk).
 */
export { resourceKeys } from './resourceKeys';
export { ResourcePrice } from './ResourcePrice';
