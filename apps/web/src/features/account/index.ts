/**
 * What other features may use of the account feature: the password pair and phone rule of its forms, the code
 * countdown, and where a sign-in lands (the profile's password and e-mail tabs, the members dialogs, the demo).
 */
export { phoneRules } from './formRules';
export { PasswordFields } from './PasswordFields';
export { AFTER_SIGN_IN } from './redirect';
export { useCountdown } from './useCountdown';
