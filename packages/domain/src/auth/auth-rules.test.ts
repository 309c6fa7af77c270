import { describe, expect, it } from 'vitest';
import {
  isSsoEmail,
  normalizeEmail,
  PASSWORD_TOO_SHORT_MESSAGE,
  SSO_RESET_MESSAGE,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validateResetRequestEmail,
} from './auth-rules.ts';

describe('auth rules', () => {
  it("answers 'Required' and 'Invalid email address' for the e-mail field", () => {
    expect(validateEmail('')).toBe('Required');
    expect(validateEmail('   ')).toBe('Required');
    expect(validateEmail(undefined)).toBe('Required');
    expect(validateEmail('jane')).toBe('Invalid email address');
    expect(validateEmail('jane@example')).toBe('Invalid email address');
    expect(validateEmail('jane doe@example.com')).toBe('Invalid email address');
    expect(validateEmail(' Jane@Example.com ')).toBeNull();
  });

  it('normalizes addresses to trimmed lower case', () => {
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });

  it('requires passwords of 12 to 128 characters', () => {
    expect(validateNewPassword('')).toBe('Required');
    expect(validateNewPassword('x'.repeat(11))).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(validateNewPassword('x'.repeat(12))).toBeNull();
    expect(validateNewPassword('x'.repeat(128))).toBeNull();
    expect(validateNewPassword('x'.repeat(129))).toBe('Password is too long (at most 128 characters).');
  });

  it("answers 'Passwords do not match' when the confirmation differs", () => {
    expect(validatePasswordConfirmation('abcdefgh', '')).toBe('Required');
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgi')).toBe('Passwords do not match');
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgh')).toBeNull();
  });

  it('recognises single-sign-on addresses by domain', () => {
    expect(isSsoEmail('jane@corp.com', 'corp.com')).toBe(true);
    expect(isSsoEmail('JANE@EU.CORP.COM', '@Corp.com')).toBe(true);
    expect(isSsoEmail('jane@notcorp.com', 'corp.com')).toBe(false);
    expect(isSsoEmail('jane@corp.com', '')).toBe(false);
  });

  it('rejects single-sign-on addresses on the reset form unless forced', () => {
    expect(validateResetRequestEmail('jane@corp.com', { ssoDomain: 'corp.com', force: false })).toBe(
      SSO_RESET_MESSAGE,
    );
    expect(validateResetRequestEmail('jane@corp.com', { ssoDomain: 'corp.com', force: true })).toBeNull();
    expect(validateResetRequestEmail('bad', { ssoDomain: 'corp.com', force: true })).toBe(
      'Invalid email address',
    );
    expect(validateResetRequestEmail('jane@other.com', { ssoDomain: 'corp.com', force: false })).toBeNull();
  });
});
