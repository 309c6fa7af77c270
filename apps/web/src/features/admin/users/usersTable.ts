import type { AdminUserRowFragment } from '../../../graphql/generated/graphql.ts';

export type UserRow = AdminUserRowFragment;

// The list's rules live in the domain: the server's export writes the rows shown with the same ones.
export {
  cellText,
  compareUsers,
  DEFAULT_SORT,
  filterUsers,
  primaryEmail,
  type SortOrder,
  type SortState,
  sortUsers,
  USER_COLUMNS,
  type UserColumnKey,
} from '@tally/domain/admin/admin-users-table';
