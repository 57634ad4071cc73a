/** What the registration, reset and bind-phone forms collect: a phone, its code and a new password. */
export interface PhoneCredentialValues {
  phonenumber: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** The body those calls send: phone and code trimmed, passwords exactly as typed. */
export function phoneCredentials(values: PhoneCredentialValues): PhoneCredentialValues {
  return {
    phonenumber: values.phonenumber.trim(),
    code: values.code.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
}
