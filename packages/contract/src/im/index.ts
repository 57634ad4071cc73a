export * from './rules';
export * from './imApi';
export * from './imSchemas';
