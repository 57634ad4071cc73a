export * from './detailApi';
export * from './detailSchemas';
