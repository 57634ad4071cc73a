export * from './rules';
export * from './projectApi';
export * from './settingsApi';
