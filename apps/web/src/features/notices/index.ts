/**
 * What other features may use of notices: their query keys (the live connection, the announcements desk).
 */
export { noticeKeys } from './queries';
