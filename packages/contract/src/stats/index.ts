export * from './rules';
export * from './api';
export * from './cube';
