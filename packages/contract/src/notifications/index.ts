export * from './backlogApi';
export * from './noticeApi';
export * from './socketApi';
export * from './mentions';
