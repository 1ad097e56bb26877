/**
 * Login form validation (SPEC.md §5 "Login", §9 "Password minimum").
 * Returns error keys; the web app translates them.
 */

/** SPEC §9: password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** SPEC §5: the special characters a password must contain one of (and the only ones allowed). */
export const PASSWORD_SPECIALS = '@$!%*#?&';
/** SPEC §5: a letter, a digit, a special among @$!%*#?&, only those characters, at least 8. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;

export type LoginErrorKey = 'login.clientIdInvalid' | 'login.passwordInvalid';

export interface LoginFields {
  clientId: string | null | undefined;
  password: string | null | undefined;
}

/** SPEC §5: the client id is required (blank counts as missing). */
export function clientIdValid(clientId: string | null | undefined): boolean {
  return typeof clientId === 'string' && clientId.trim() !== '';
}

/** SPEC §5: the password is required and matches PASSWORD_PATTERN. */
export function passwordValid(password: string | null | undefined): boolean {
  return typeof password === 'string' && PASSWORD_PATTERN.test(password);
}

/** SPEC §5: per-field error keys, in form order; empty when the form may be submitted. */
export function validateLogin({ clientId, password }: LoginFields): LoginErrorKey[] {
  const errors: LoginErrorKey[] = [];
  if (!clientIdValid(clientId)) errors.push('login.clientIdInvalid');
  if (!passwordValid(password)) errors.push('login.passwordInvalid');
  return errors;
}
