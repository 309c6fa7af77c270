/**
 * The admin users screens' rules (part 3 §5, D-009..D-033), shared by the web forms (instant feedback) and the
 * API (enforcement).
 */
import { isEmailAddress, isSsoEmail, REQUIRED_MESSAGE, validateEmail } from '../auth/auth-rules.ts';
import { matchesQuery } from '../shared/search.ts';

export const EMPLOYEE_TYPES = ['W-2', 'C2C'] as const;
export const PAYROLL_ITEMS = ['Salary', 'Hourly'] as const;
export const APPROVER_TYPES = ['individual', 'role', 'self'] as const;
export type ApproverKind = (typeof APPROVER_TYPES)[number];
/** The roles a role approver may name (D-026). */
export const APPROVER_ROLES = ['Project Manager', 'Engagement Manager'] as const;

export const USER_EXISTS_MESSAGE = 'User exists';
/** How the create-user form shows the server's 'User exists' (D-014). */
export const USER_EXISTS_FIELD_MESSAGE = 'Email/User already in the system';
export const FIRST_NAME_REQUIRED_MESSAGE = 'First name is required';
export const LAST_NAME_REQUIRED_MESSAGE = 'Last name is required';
export const SELECT_TYPE_MESSAGE = 'Select a type';
export const SELECT_ROLE_MESSAGE = 'Select a role';
export const ENTER_APPROVER_EMAIL_MESSAGE = 'Enter approvers email';
export const INVALID_APPROVER_EMAIL_MESSAGE = 'Please enter a valid email';
export const NEW_PASSWORD_REQUIRED_MESSAGE = 'A new password is required.';
export const RESET_PASSWORD_FAILED_MESSAGE = 'Oops something went wrong';
export const USER_UPDATED_MESSAGE = 'User updated successfully';
export const USER_UPDATE_FAILED_MESSAGE = 'Failed to update user';
export const EMPLOYEE_TYPE_MESSAGE = 'Employee type must be W-2 or C2C';
export const PAYROLL_ITEM_MESSAGE = 'Payroll item must be Salary or Hourly';
export const DEFAULT_RATE_MESSAGE = 'Default rate must be a positive number';
/** Payroll ids are unique, ignoring case (issue 13), in the words of '{X} already exists' (D-054). */
export const PAYROLL_ID_TAKEN_MESSAGE = 'Payroll ID already exists';
/** An individual approver is an active user's e-mail address (issue 13). */
export const APPROVER_NOT_ACTIVE_USER_MESSAGE = 'Choose an active user as approver';

export interface CreateUserInput {
  email: string;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** True when first and last names are required for this address (D-012): not a single-sign-on address. */
export function namesRequired(email: string, ssoDomain: string): boolean {
  return !isSsoEmail(email, ssoDomain);
}

/**
 * The create-user form's messages per field (D-010..D-012): e-mail required and address-like; names required
 * when a password is typed, or when the address is not on the single-sign-on domain.
 */
export function validateCreateUser(input: CreateUserInput, ssoDomain: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = input.email.trim();
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  const needNames = (input.password ?? '') !== '' || (email !== '' && namesRequired(email, ssoDomain));
  if (needNames) {
    if ((input.firstName ?? '').trim() === '') errors.firstName = REQUIRED_MESSAGE;
    if ((input.lastName ?? '').trim() === '') errors.lastName = REQUIRED_MESSAGE;
  }
  return errors;
}

/** The approver form's message (D-025..D-028), keyed 'type' or 'value'; empty when fine. */
export function validateApprover(input: {
  type?: string | null;
  value?: string | null;
}): Record<string, string> {
  const type = input.type ?? '';
  const value = (input.value ?? '').trim();
  if (!(APPROVER_TYPES as readonly string[]).includes(type)) return { type: SELECT_TYPE_MESSAGE };
  if (type === 'role' && !(APPROVER_ROLES as readonly string[]).includes(value)) {
    return { value: SELECT_ROLE_MESSAGE };
  }
  if (type === 'individual') {
    if (value === '') return { value: ENTER_APPROVER_EMAIL_MESSAGE };
    if (!isEmailAddress(value)) return { value: INVALID_APPROVER_EMAIL_MESSAGE };
  }
  return {};
}

/** The stored value of an approver: lower-case e-mail for individuals, the role name, empty for self. */
export function approverValue(type: ApproverKind, value: string | null | undefined): string {
  if (type === 'self') return '';
  const text = (value ?? '').trim();
  return type === 'individual' ? text.toLowerCase() : text;
}

/** How an approver reads in the list and the export: 'Self', 'Role: Project Manager', or the address. */
export function approverLabel(approver: { type: string; value: string }): string {
  if (approver.type === 'self') return 'Self';
  if (approver.type === 'role') return `Role: ${approver.value}`;
  return approver.value;
}

/** The fields of an edit; a field left out (undefined) is not changed. */
export interface EditUserInput {
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
  department?: string | null;
  payrollId?: string | null;
  role?: string | null;
  employeeType?: string | null;
  quickbooksEmployeeName?: string | null;
  quickbooksPayrollItem?: string | null;
  supervisorId?: string | null;
  defaultRate?: number | null;
}

/** The Edit Information form's messages (D-017, D-018). */
export function validateEditUser(input: EditUserInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.firstName !== undefined && !input.firstName?.trim())
    errors.firstName = FIRST_NAME_REQUIRED_MESSAGE;
  if (input.lastName !== undefined && !input.lastName?.trim()) errors.lastName = LAST_NAME_REQUIRED_MESSAGE;
  if (input.employeeType && !(EMPLOYEE_TYPES as readonly string[]).includes(input.employeeType)) {
    errors.employeeType = EMPLOYEE_TYPE_MESSAGE;
  }
  if (
    input.quickbooksPayrollItem &&
    !(PAYROLL_ITEMS as readonly string[]).includes(input.quickbooksPayrollItem)
  ) {
    errors.quickbooksPayrollItem = PAYROLL_ITEM_MESSAGE;
  }
  if (
    input.defaultRate !== null &&
    input.defaultRate !== undefined &&
    (!Number.isFinite(input.defaultRate) || input.defaultRate < 0)
  ) {
    errors.defaultRate = DEFAULT_RATE_MESSAGE;
  }
  return errors;
}

/** D-002: first+last name or e-mail contains the query, ignoring case. */
export function userMatchesSearch(
  user: { firstName: string; lastName: string; emails: readonly { address: string }[] },
  query: string,
): boolean {
  return matchesQuery(
    [`${user.firstName} ${user.lastName}`, ...user.emails.map((email) => email.address)],
    query,
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * D-006: MM/DD/YYYY hh:mm A in the viewer's zone: `timezoneOffset` minutes behind UTC (the browser's
 * getTimezoneOffset(), for a file written by the server), else the machine's zone; '' when never active.
 */
export function formatLastActive(iso: string | null | undefined, timezoneOffset?: number): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const shifted = timezoneOffset === undefined ? null : new Date(moment.getTime() - timezoneOffset * 60_000);
  const [year, month, day, hours, minutes] = shifted
    ? [
        shifted.getUTCFullYear(),
        shifted.getUTCMonth(),
        shifted.getUTCDate(),
        shifted.getUTCHours(),
        shifted.getUTCMinutes(),
      ]
    : [moment.getFullYear(), moment.getMonth(), moment.getDate(), moment.getHours(), moment.getMinutes()];
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(month + 1)}/${pad(day)}/${year} ${pad(twelve)}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** D-006: how long ago the user was last active, in words ('today', '1 day ago', '3 months ago'). */
export function daysSinceLastActive(iso: string | null | undefined, now: Date): string {
  if (!iso) return 'Never';
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return 'Never';
  const days = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 86_400_000));
  if (days === 0) return 'Today';
  if (days < 45) return days === 1 ? '1 day ago' : `${days} days ago`;
  const months = Math.round(days / 30.44);
  if (days < 365) return months === 1 ? '1 month ago' : `${months} months ago`;
  const years = Math.round(days / 365.25);
  return years === 1 ? '1 year ago' : `${years} years ago`;
}
