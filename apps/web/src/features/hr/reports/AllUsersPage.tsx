import { useQuery } from '@apollo/client/react';
import { matchesActiveStaff } from '@tally/domain/hr/hr-reports';
import { Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ActiveStaffDocument, type ActiveStaffQuery } from '../../../graphql/generated/graphql.ts';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { type DataColumn, DataTable } from '../../../ui/table/DataTable.tsx';
import { TOUCH_TARGETS } from '../../../ui/table/phoneCards.ts';
import './hr-reports.css';

type Row = ActiveStaffQuery['hr']['activeStaff'][number];

const list = (values: readonly string[]) =>
  values.length ? (
    <ul className="hr-report__list">
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </ul>
  ) : (
    <Typography.Text type="secondary">None</Typography.Text>
  );

/** Every word typed appears in the name, e-mail, a project or an approver (the export filters the same). */
export const matchesStaff = (row: Row, search: string): boolean => matchesActiveStaff(row, search);

/** /human-resources/reports/all-users: 'All Active Users' with their projects and approvers (H-012). */
export function Component() {
  const { data, loading, error, refetch } = useQuery(ActiveStaffDocument);
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () => (data?.hr.activeStaff ?? []).filter((row) => matchesStaff(row, search)),
    [data, search],
  );

  const columns: DataColumn<Row>[] = [
    {
      key: 'name',
      title: 'Name',
      dataIndex: 'name',
      width: 180,
      locked: true,
      sorter: (a, b) => a.name.localeCompare(b.name),
      defaultSortOrder: 'ascend',
    },
    { key: 'email', title: 'E-mail', dataIndex: 'email', width: 220, priority: 1 },
    { key: 'projects', title: 'Projects', dataIndex: 'projects', width: 240, render: list },
    { key: 'approvers', title: 'Approvers', dataIndex: 'approvers', width: 200, render: list },
  ];

  return (
    <div className={`hr-report ${TOUCH_TARGETS}`}>
      <Typography.Title level={1}>All Active Users</Typography.Title>
      <div className="rollups__toolbar">
        <Input.Search
          aria-label="Search users, projects or approvers"
          placeholder="Search users, projects or approvers"
          allowClear
          className="hr-report__search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ExportButtons
          report="hr-all-users"
          params={search.trim() ? { search } : {}}
          disabled={rows.length === 0}
        />
        {data ? (
          <Typography.Text type="secondary" aria-live="polite">
            {rows.length} {rows.length === 1 ? 'user' : 'users'}
          </Typography.Text>
        ) : null}
      </div>
      <QueryState error={error} data={data} errorTitle="The report could not be loaded." onRetry={refetch}>
        <DataTable<Row>
          tableId="hr-all-users"
          label="Active users"
          rowKey="_id"
          aria-label="Active users"
          columns={columns}
          dataSource={rows}
          loading={loading && !data}
          pagination={false}
          locale={{ emptyText: search ? 'No users match that search' : 'No active users' }}
        />
      </QueryState>
    </div>
  );
}
