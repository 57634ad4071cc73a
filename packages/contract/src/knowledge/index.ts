export * from './rules';
export * from './templates';
export * from './api';
export * from './snippet';
