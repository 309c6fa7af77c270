import { describe, expect, it } from 'vitest';
import {
  approverLabel,
  approverValue,
  daysSinceLastActive,
  formatLastActive,
  userMatchesSearch,
  validateApprover,
  validateCreateUser,
  validateEditUser,
} from './admin-users.ts';

describe('validateCreateUser (D-010..D-012)', () => {
  it('needs an address-like e-mail', () => {
    expect(validateCreateUser({ email: '', firstName: 'A', lastName: 'B' }, '')).toEqual({
      email: 'Required',
    });
    expect(validateCreateUser({ email: 'a@b', firstName: 'A', lastName: 'B' }, '')).toEqual({
      email: 'Invalid email address',
    });
  });

  it('needs names outside the single-sign-on domain, and inside it once a password is typed', () => {
    expect(validateCreateUser({ email: 'x@other.com' }, 'acme.com')).toEqual({
      firstName: 'Required',
      lastName: 'Required',
    });
    expect(validateCreateUser({ email: 'x@acme.com' }, 'acme.com')).toEqual({});
    expect(validateCreateUser({ email: 'x@eu.acme.com' }, 'acme.com')).toEqual({});
    expect(validateCreateUser({ email: 'x@acme.com', password: 'p', firstName: 'X' }, 'acme.com')).toEqual({
      lastName: 'Required',
    });
  });
});

describe('validateApprover (D-025..D-028)', () => {
  it.each([
    [{ type: null }, { type: 'Select a type' }],
    [{ type: 'role', value: '' }, { value: 'Select a role' }],
    [{ type: 'role', value: 'Engagement Manager' }, {}],
    [{ type: 'individual', value: '' }, { value: 'Enter approvers email' }],
    [{ type: 'individual', value: 'x@' }, { value: 'Please enter a valid email' }],
    [{ type: 'individual', value: 'x@y.com' }, {}],
    [{ type: 'self', value: null }, {}],
  ])('%j → %j', (input, expected) => {
    expect(validateApprover(input)).toEqual(expected);
  });

  it('stores individual addresses in lower case and self without a value', () => {
    expect(approverValue('individual', ' Boss@Example.com ')).toBe('boss@example.com');
    expect(approverValue('self', 'ignored')).toBe('');
    expect(approverLabel({ type: 'role', value: 'Project Manager' })).toBe('Role: Project Manager');
  });
});

describe('validateEditUser (D-017, D-018)', () => {
  it('names the missing names and refuses unknown choices', () => {
    expect(
      validateEditUser({
        firstName: ' ',
        lastName: '',
        employeeType: 'W2',
        quickbooksPayrollItem: 'Weekly',
        defaultRate: -5,
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      employeeType: 'Employee type must be W-2 or C2C',
      quickbooksPayrollItem: 'Payroll item must be Salary or Hourly',
      defaultRate: 'Default rate must be a positive number',
    });
    expect(
      validateEditUser({
        firstName: 'A',
        lastName: 'B',
        employeeType: 'C2C',
        quickbooksPayrollItem: 'Salary',
      }),
    ).toEqual({});
  });
});

describe('the list (D-002, D-006, D-007)', () => {
  const user = { firstName: 'Ada', lastName: 'Lovelace', emails: [{ address: 'ada@engine.org' }] };

  it('searches first+last name and e-mail, ignoring case', () => {
    expect(userMatchesSearch(user, 'ADA LOVE')).toBe(true);
    expect(userMatchesSearch(user, 'engine.org')).toBe(true);
    expect(userMatchesSearch(user, 'babbage')).toBe(false);
  });

  it('formats the last activity', () => {
    expect(formatLastActive('2026-01-05T00:09:00')).toBe('01/05/2026 12:09 AM');
    expect(formatLastActive('2026-01-05T13:30:00')).toBe('01/05/2026 01:30 PM');
    expect(formatLastActive(null)).toBe('');
    const now = new Date('2026-03-01T12:00:00');
    expect(daysSinceLastActive('2026-03-01T08:00:00', now)).toBe('Today');
    expect(daysSinceLastActive('2026-02-28T08:00:00', now)).toBe('1 day ago');
    expect(daysSinceLastActive('2025-11-01T08:00:00', now)).toBe('4 months ago');
    expect(daysSinceLastActive(null, now)).toBe('Never');
  });
});
