export * from './orders';
export * from './plansTime';
export * from './api';
export * from './paths';
export * from './invoices';
