export * from './diagnosticsApi';
export * from './rules';
