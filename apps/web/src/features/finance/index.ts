/**
 * What other features may use of finance: amounts in yuan (the resource store, AI recharge, the finance desk).
 */
export { yuan } from './money';
