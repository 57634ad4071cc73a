export * from './resourceApi';
export * from './resourceSchemas';
export * from './rules';
