export * from './fields';
export * from './api';
