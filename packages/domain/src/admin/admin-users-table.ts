/**
 * The /admin/users list (D-002..D-007): its columns, what a cell shows, the search, the 'Only Show Active'
 * filter and the sort; the screen and the server's export (which writes the rows shown) share them.
 */
import { approverLabel, daysSinceLastActive, formatLastActive, userMatchesSearch } from './admin-users.ts';

/** A user as the list reads it. */
export interface UsersTableRow {
  _id: string;
  firstName: string;
  lastName: string;
  emails: readonly { address: string }[];
  role?: string | null;
  employeeType?: string | null;
  department?: string | null;
  workCalendar?: string | null;
  payrollId?: string | null;
  accountActive: boolean;
  lastActiveOn?: string | null;
  approvers: readonly { type: string; value: string }[];
  delegatedApprovers: readonly { type: string; value: string }[];
  integration: { sourceId?: string | null };
}

/** The columns of the list and the export, in the spec's order (D-004). */
export const USER_COLUMNS = [
  { key: 'firstName', title: 'First Name' },
  { key: 'lastName', title: 'Last Name' },
  { key: 'email', title: 'Email' },
  { key: 'role', title: 'Role' },
  { key: 'employeeType', title: 'Employee Type' },
  { key: 'department', title: 'Department' },
  { key: 'workCalendar', title: 'Work Calendar' },
  { key: 'accountStatus', title: 'Account Status' },
  { key: 'lastActiveOn', title: 'Last Active On' },
  { key: 'daysSinceLastActive', title: 'Days Since Last Active' },
  { key: 'approvers', title: 'Approvers' },
  { key: 'delegatedApprovers', title: 'Delegated Approvers' },
  { key: 'payrollId', title: 'Payroll ID' },
  { key: 'sourceId', title: 'Integration Source ID' },
] as const;

export type UserColumnKey = (typeof USER_COLUMNS)[number]['key'];

export const isUserColumnKey = (value: string): value is UserColumnKey =>
  USER_COLUMNS.some((column) => column.key === value);

export const primaryEmail = (user: UsersTableRow) => user.emails[0]?.address ?? '';

/** What a cell shows (and the export writes) for a column; Last Active On in the given zone (see formatLastActive). */
export function cellText(
  user: UsersTableRow,
  key: UserColumnKey,
  now: Date,
  timezoneOffset?: number,
): string {
  switch (key) {
    case 'email':
      return primaryEmail(user);
    case 'accountStatus':
      return user.accountActive ? 'Active' : 'Inactive';
    case 'lastActiveOn':
      return formatLastActive(user.lastActiveOn, timezoneOffset);
    case 'daysSinceLastActive':
      return daysSinceLastActive(user.lastActiveOn, now);
    case 'approvers':
      return user.approvers.map(approverLabel).join(', ');
    case 'delegatedApprovers':
      return user.delegatedApprovers.map(approverLabel).join(', ');
    case 'sourceId':
      return user.integration.sourceId ?? '';
    default:
      return user[key] ?? '';
  }
}

/** D-002, D-003: the search and the 'Only Show Active' filter. */
export function filterUsers<U extends UsersTableRow>(
  users: readonly U[],
  search: string,
  onlyActive: boolean,
): U[] {
  return users.filter((user) => (!onlyActive || user.accountActive) && userMatchesSearch(user, search));
}

export type SortOrder = 'ascend' | 'descend';
export interface SortState {
  key: UserColumnKey;
  order: SortOrder;
}

/** The list's default sort (D-005). */
export const DEFAULT_SORT: SortState = { key: 'lastName', order: 'ascend' };

function sortValue(user: UsersTableRow, key: UserColumnKey, now: Date): string | number {
  if (key === 'lastActiveOn' || key === 'daysSinceLastActive') {
    const time = user.lastActiveOn ? new Date(user.lastActiveOn).getTime() : 0;
    return key === 'lastActiveOn' ? time : -time;
  }
  return cellText(user, key, now).toLowerCase();
}

export function compareUsers(a: UsersTableRow, b: UsersTableRow, key: UserColumnKey, now: Date): number {
  const left = sortValue(a, key, now);
  const right = sortValue(b, key, now);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const primary = String(left).localeCompare(String(right));
  if (primary !== 0 || key !== 'lastName') return primary;
  return a.firstName.toLowerCase().localeCompare(b.firstName.toLowerCase());
}

export function sortUsers<U extends UsersTableRow>(
  users: readonly U[],
  sort: SortState | null,
  now: Date,
): U[] {
  if (!sort) return [...users];
  const sign = sort.order === 'ascend' ? 1 : -1;
  return [...users].sort((a, b) => sign * compareUsers(a, b, sort.key, now));
}
