export * from './fields';
export * from './caseApi';
export * from './taskApi';
