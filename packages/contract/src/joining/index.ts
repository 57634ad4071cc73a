export * from './joiningApi';
export * from './joiningSchemas';
