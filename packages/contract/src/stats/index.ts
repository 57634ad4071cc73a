export * from './rules';
export * from './api';
