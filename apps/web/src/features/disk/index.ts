/**
 * What other features may use of the network disk: picking files from it (the issue form's attachments).
 */
export { DiskPickerDialog } from './DiskPickerDialog';
