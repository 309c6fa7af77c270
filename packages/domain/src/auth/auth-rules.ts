/** Sign-in and password rules shared by the web forms (instant feedback) and the API (enforcement). */

export const REQUIRED_MESSAGE = 'Required';
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
/** OWASP ASVS 2.1.1/2.1.2: at least 12 characters, and long passphrases allowed. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password is too long (at most ${MAX_PASSWORD_LENGTH} characters).`;
/** Shown when the server finds the password in (or too close to) its list of common and breached passwords. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess (it is close to passwords known from data breaches). ' +
  'Choose a longer, less predictable one, for example a few unrelated words.';
/** changePassword: the current password given does not match. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';
// A-021 gives no wording: the nearest given text (U-004), then what to do instead (Gap 36).
export const SSO_RESET_MESSAGE =
  'Your credentials are managed by Office 365. Log in with the Office 365 sign-in to reset your company password.';
export const INCORRECT_CREDENTIALS_MESSAGE = 'Incorrect email or password.';
/** U-004: shown instead of the change-password form to single-sign-on users without a password. */
export const SSO_MANAGED_CREDENTIALS_MESSAGE = 'Your credentials are managed by Office 365.';
export const PASSWORD_CHANGED_MESSAGE = 'Password Changed';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** 'Required' when empty, 'Invalid email address' when not address-like, null when fine. */
export function validateEmail(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return REQUIRED_MESSAGE;
  return isEmailAddress(text) ? null : INVALID_EMAIL_MESSAGE;
}

/**
 * The length rule of a new password (set, changed or reset). The server also refuses common and breached
 * passwords, a list too big for the browser, so the web forms mirror only this rule.
 */
export function validateNewPassword(value: string | null | undefined): string | null {
  const text = value ?? '';
  if (text === '') return REQUIRED_MESSAGE;
  if (text.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  return text.length > MAX_PASSWORD_LENGTH ? PASSWORD_TOO_LONG_MESSAGE : null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return REQUIRED_MESSAGE;
  return password === confirmation ? null : PASSWORDS_DO_NOT_MATCH_MESSAGE;
}

/** True when the address belongs to the single-sign-on domain (or one of its subdomains). */
export function isSsoEmail(email: string, ssoDomain: string): boolean {
  const domain = ssoDomain.trim().toLowerCase().replace(/^@/, '');
  if (domain === '') return false;
  const emailDomain = normalizeEmail(email).split('@')[1] ?? '';
  return emailDomain === domain || emailDomain.endsWith(`.${domain}`);
}

/** The reset-request form rule: a valid address, and not a single-sign-on one unless force=true. */
export function validateResetRequestEmail(
  email: string | null | undefined,
  options: { ssoDomain: string; force: boolean },
): string | null {
  const invalid = validateEmail(email);
  if (invalid) return invalid;
  if (!options.force && isSsoEmail(email ?? '', options.ssoDomain)) return SSO_RESET_MESSAGE;
  return null;
}

/**
 * U-004: a single-sign-on user (e-mail in the SSO domain) without password credentials changes nothing here:
 * their password lives with the identity provider.
 */
export function credentialsManagedBySso(
  user: { emails: readonly string[]; hasPasswordCredentials: boolean },
  ssoDomain: string,
): boolean {
  return !user.hasPasswordCredentials && user.emails.some((email) => isSsoEmail(email, ssoDomain));
}
