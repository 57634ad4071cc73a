/**
 * What other features may use of the phone upload: its button (the issue form and detail) and the arrivals the live
 * connection hands on.
 */
export { mobileUploadArrivals } from './arrivals';
export { PhoneUploadButton } from './PhoneUploadButton';
