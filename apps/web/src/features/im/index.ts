/**
 * What other features may use of the chat: its signals (a live message, a search hit that opens a conversation).
 */
export { imSignals } from './signals';
