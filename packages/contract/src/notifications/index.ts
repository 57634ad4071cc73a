export * from './backlogApi';
export * from './backlogSchemas';
export * from './noticeApi';
export * from './noticeSchemas';
export * from './socketApi';
export * from './mentions';
