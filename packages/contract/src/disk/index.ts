export * from './rules';
export * from './diskApi';
export * from './diskSchemas';
export * from './diskShareApi';
