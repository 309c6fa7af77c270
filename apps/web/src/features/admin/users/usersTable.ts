import {
  approverLabel,
  daysSinceLastActive,
  formatLastActive,
  userMatchesSearch,
} from '@tally/domain/admin-users';
import type { AdminUserRowFragment } from '../../../graphql/generated/graphql.ts';

export type UserRow = AdminUserRowFragment;

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

export const primaryEmail = (user: UserRow) => user.emails[0]?.address ?? '';

/** What a cell shows (and the export writes) for a column. */
export function cellText(user: UserRow, key: UserColumnKey, now: Date): string {
  switch (key) {
    case 'email':
      return primaryEmail(user);
    case 'accountStatus':
      return user.accountActive ? 'Active' : 'Inactive';
    case 'lastActiveOn':
      return formatLastActive(user.lastActiveOn);
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
export function filterUsers(users: readonly UserRow[], search: string, onlyActive: boolean): UserRow[] {
  return users.filter((user) => (!onlyActive || user.accountActive) && userMatchesSearch(user, search));
}

export type SortOrder = 'ascend' | 'descend';
export interface SortState {
  key: UserColumnKey;
  order: SortOrder;
}

/** The list's default sort (D-005). */
export const DEFAULT_SORT: SortState = { key: 'lastName', order: 'ascend' };

function sortValue(user: UserRow, key: UserColumnKey, now: Date): string | number {
  if (key === 'lastActiveOn' || key === 'daysSinceLastActive') {
    const time = user.lastActiveOn ? new Date(user.lastActiveOn).getTime() : 0;
    return key === 'lastActiveOn' ? time : -time;
  }
  return cellText(user, key, now).toLowerCase();
}

export function compareUsers(a: UserRow, b: UserRow, key: UserColumnKey, now: Date): number {
  const left = sortValue(a, key, now);
  const right = sortValue(b, key, now);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const primary = String(left).localeCompare(String(right));
  if (primary !== 0 || key !== 'lastName') return primary;
  return a.firstName.toLowerCase().localeCompare(b.firstName.toLowerCase());
}

export function sortUsers(users: readonly UserRow[], sort: SortState | null, now: Date): UserRow[] {
  if (!sort) return [...users];
  const sign = sort.order === 'ascend' ? 1 : -1;
  return [...users].sort((a, b) => sign * compareUsers(a, b, sort.key, now));
}

/** The export's rows (D-007): a header, then the rows shown, in the order shown. */
export function usersCsvRows(users: readonly UserRow[], now: Date): string[][] {
  return [
    ['ID', ...USER_COLUMNS.map((column) => column.title)],
    ...users.map((user) => [user._id, ...USER_COLUMNS.map((column) => cellText(user, column.key, now))]),
  ];
}
