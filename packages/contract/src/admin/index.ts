export * from './adminApi';
export * from './adminSchemas';
