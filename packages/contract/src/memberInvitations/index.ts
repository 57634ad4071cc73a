export * from './invitationApi';
export * from './invitationSchemas';
