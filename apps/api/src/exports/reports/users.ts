import {
  cellText,
  DEFAULT_SORT,
  filterUsers,
  isUserColumnKey,
  type SortState,
  sortUsers,
  USER_COLUMNS,
  type UsersTableRow,
} from '@tally/domain/admin/admin-users-table';
import { mayAdministerUsers } from '@tally/domain/policies/admin';
import { badUserInput } from '../../graphql/errors.ts';
import { type AdminUserRow, listAdminUsers } from '../../modules/admin/index.ts';
import type { ExportColumn } from '../columns.ts';
import { inChunks, reportExport, stampedFileName, tzOffsetOf } from '../report.ts';

/** A user of listAdminUsers as the list reads it (admin.users' fields). */
function tableRow(user: AdminUserRow): UsersTableRow {
  return {
    ...user,
    _id: user.id,
    approvers: user.approvers.filter((approver) => !approver.delegated),
    delegatedApprovers: user.approvers.filter((approver) => approver.delegated),
    integration: { sourceId: user.sourceId },
  };
}

/** The list's sort of the query (sort=<column>&order=ascend|descend), its default (D-005) when not given. */
function sortOf(params: Record<string, string>): SortState | null {
  if (params.sort === undefined) return DEFAULT_SORT;
  if (params.sort === '') return null;
  if (!isUserColumnKey(params.sort)) throw badUserInput({ sort: 'sort must be a column of the list.' });
  const order = params.order ?? 'ascend';
  if (order !== 'ascend' && order !== 'descend')
    throw badUserInput({ order: 'order must be ascend or descend.' });
  return { key: params.sort, order };
}

/**
 * The users list's export (D-007): 'Users-ExportedOn({stamp})', the rows the list shows (search, 'Only Show
 * Active', sort) with their ID, cells as the list shows them (Last Active On in the browser's zone); admins.
 */
export const USERS_EXPORTS = {
  users: reportExport({
    allowed: mayAdministerUsers,
    async build(http, _viewer, params) {
      const now = http.deps.clock();
      const tzOffset = tzOffsetOf(params);
      const sort = sortOf(params);
      const users = (await listAdminUsers(http.deps.db)).map(tableRow);
      const rows = sortUsers(
        filterUsers(users, params.search ?? '', params.onlyActive !== 'false'),
        sort,
        now,
      );
      const columns: ExportColumn<UsersTableRow>[] = [
        { header: 'ID', kind: 'text', width: 38, value: (user) => user._id },
        ...USER_COLUMNS.map(
          (column): ExportColumn<UsersTableRow> => ({
            header: column.title,
            kind: 'text',
            value: (user) => cellText(user, column.key, now, tzOffset),
          }),
        ),
      ];
      return { fileName: stampedFileName(http, 'Users', params), columns, rows: inChunks(rows) };
    },
  }),
};
