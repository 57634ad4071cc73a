export * from './fields';
export * from './workflow';
export * from './issueApi';
export * from './listApi';
export * from './listColumns';
export * from './actionApi';
export * from './shareApi';
export * from './titleGrams';
