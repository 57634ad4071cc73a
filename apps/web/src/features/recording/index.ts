/**
 * What other features may use of screen recording: its button (the issue form's attachments).
 */
export { ScreenRecordButton } from './ScreenRecordButton';
