export * from './rules';
export * from './recordingApi';
