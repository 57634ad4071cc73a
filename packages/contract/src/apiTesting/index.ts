export * from './rules';
export * from './variables';
export * from './jsonPath';
export * from './schemas';
export * from './assertions';
export * from './labels';
export * from './api';
