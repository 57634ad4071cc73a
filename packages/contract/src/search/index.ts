export * from './rules';
export * from './searchApi';
export * from './searchSchemas';
