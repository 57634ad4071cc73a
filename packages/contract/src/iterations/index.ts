export * from './burndown';
export * from './iterationApi';
