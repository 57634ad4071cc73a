/**
 * What other features may use of points and the mall: the ledger and order tables and the mall's query keys (the
 * mall's administration desk).
 */
export { mallKeys } from './mall/mallKeys';
export { PointsOrderTable } from './mall/PointsOrderTable';
export { PointsLedgerTable } from './PointsLedgerTable';
