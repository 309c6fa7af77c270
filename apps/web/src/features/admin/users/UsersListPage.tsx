import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Input, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AdminUsersDocument } from '../../../graphql/generated/graphql.ts';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { QueryError } from '../../../ui/QueryState.tsx';
import { type DataColumn, DataTable } from '../../../ui/table/DataTable.tsx';
import { TOUCH_TARGETS } from '../../../ui/table/phoneCards.ts';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import {
  cellText,
  DEFAULT_SORT,
  filterUsers,
  type SortState,
  sortUsers,
  USER_COLUMNS,
  type UserColumnKey,
  type UserRow,
} from './usersTable.ts';
import './users.css';

/**
 * Default width and priority per column: names, e-mail and status stay longest; the rest step aside, least
 * used first, when the list would not fit (every column is in the chooser).
 */
const SHAPE: Record<UserColumnKey, { width: number; priority: number }> = {
  firstName: { width: 120, priority: 1 },
  lastName: { width: 120, priority: 1 },
  email: { width: 220, priority: 1 },
  role: { width: 130, priority: 2 },
  employeeType: { width: 110, priority: 4 },
  department: { width: 140, priority: 3 },
  workCalendar: { width: 130, priority: 5 },
  accountStatus: { width: 100, priority: 2 },
  lastActiveOn: { width: 160, priority: 4 },
  daysSinceLastActive: { width: 110, priority: 5 },
  approvers: { width: 200, priority: 3 },
  delegatedApprovers: { width: 200, priority: 5 },
  payrollId: { width: 110, priority: 5 },
  sourceId: { width: 140, priority: 5 },
};

/** /admin/users (D-001..D-014): every user, searchable, with create and export. */
export function Component() {
  const searchId = useId();
  const { data, loading, error, refetch } = useQuery(AdminUsersDocument);
  const [search, setSearch] = useState('');
  const [onlyActive, setOnlyActive] = useState(true);
  const [sort, setSort] = useState<SortState | null>(DEFAULT_SORT);
  const [creating, setCreating] = useState(false);
  const now = useMemo(() => new Date(), []);

  const shown = useMemo(
    () => sortUsers(filterUsers(data?.admin.users ?? [], search, onlyActive), sort, now),
    [data, search, onlyActive, sort, now],
  );

  const columns: DataColumn<UserRow>[] = [
    {
      key: 'details',
      title: 'Details',
      width: 80,
      locked: true,
      render: (_value, user) => (
        <Link to={`/admin/users/${user._id}`} aria-label={`Details of ${user.firstName} ${user.lastName}`}>
          Details
        </Link>
      ),
    },
    ...USER_COLUMNS.map((column) => ({
      key: column.key,
      title: column.title,
      ...SHAPE[column.key],
      sorter: true,
      sortOrder: sort?.key === column.key ? sort.order : null,
      render: (_value: unknown, user: UserRow) =>
        column.key === 'accountStatus' ? (
          <span
            className={`admin-users__status admin-users__status--${user.accountActive ? 'active' : 'inactive'}`}
          >
            {cellText(user, column.key, now)}
          </span>
        ) : (
          cellText(user, column.key, now)
        ),
    })),
  ];

  /** The export writes the rows shown: the list's search, filter and sort go with it (D-007). */
  const exportParams: Record<string, string> = {
    search,
    onlyActive: String(onlyActive),
    sort: sort?.key ?? '',
    ...(sort ? { order: sort.order } : {}),
  };

  if (error && !data) {
    return (
      <div className="admin-users">
        <Typography.Title level={1}>Users</Typography.Title>
        <QueryError title="The users could not be loaded." error={error} onRetry={refetch} />
      </div>
    );
  }

  return (
    <div className={`admin-users ${TOUCH_TARGETS}`}>
      <Typography.Title level={1}>Users</Typography.Title>
      <div className="admin-users__toolbar">
        <label htmlFor={searchId} className="visually-hidden">
          Search users
        </label>
        <Input.Search
          id={searchId}
          allowClear
          placeholder="Search by name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="admin-users__search"
        />
        <Checkbox checked={onlyActive} onChange={(event) => setOnlyActive(event.target.checked)}>
          Only Show Active
        </Checkbox>
        <span className="admin-users__actions">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Add User
          </Button>
          <ExportButtons report="users" params={exportParams} disabled={shown.length === 0} />
        </span>
      </div>
      <DataTable<UserRow>
        tableId="admin-users"
        label="Users"
        rowKey="_id"
        size="small"
        loading={loading && !data}
        columns={columns}
        dataSource={shown}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, showTotal: (total) => `${total} users` }}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(
            one?.order && one.columnKey ? { key: one.columnKey as UserColumnKey, order: one.order } : null,
          );
        }}
        locale={{ emptyText: search ? 'No users match your search' : 'No users' }}
      />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
