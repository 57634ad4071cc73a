export * from './rules';
export * from './aiApi';
export * from './aiSchemas';
