export * from './demoApi';
export * from './rules';
