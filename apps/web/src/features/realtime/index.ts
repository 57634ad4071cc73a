/**
 * What other features may use of the live connection: a socket of their own (the streaming test page, issue 34;
 * the big screen's project-room events).
 */
export { type RealtimeSocket, connectSocket } from './socket';
