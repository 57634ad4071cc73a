/**
 * What other features may use of the profile: its date-and-time format.
 */
export { formatTime } from './formatTime';
