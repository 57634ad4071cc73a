export * from './invitationApi';
export * from './pointsApi';
export * from './pointsSchemas';
export * from './rules';
