export * from './invitationApi';
export * from './mall';
export * from './mallApi';
export * from './mallSchemas';
export * from './pointsApi';
export * from './pointsSchemas';
export * from './rules';
