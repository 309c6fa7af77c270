import { isoToDisplay, tryCompactToIso } from '@tally/domain/shared/dates';
import { Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { UtilizationUserTimesheetsQuery } from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
import { hoursText } from './PctCell.tsx';

export type SheetRow = UtilizationUserTimesheetsQuery['performance']['allUserTimesheets'][number];

const day = (compact: string) => isoToDisplay(tryCompactToIso(compact) ?? compact);

const columns: ColumnsType<SheetRow> = [
  { key: 'week', title: 'Week', render: (_, row) => `${day(row.startDate)} – ${day(row.endDate)}` },
  { key: 'status', title: 'Status', dataIndex: 'status' },
  { key: 'project', title: 'Project', dataIndex: 'projectName' },
  {
    key: 'client',
    title: 'Client',
    dataIndex: 'clientName',
    render: (client: string | null) => client ?? '—',
  },
  {
    key: 'projectHours',
    title: 'Project hours',
    dataIndex: 'projectHours',
    align: 'right',
    render: hoursText,
  },
  { key: 'totalHours', title: 'Sheet total', dataIndex: 'totalHours', align: 'right', render: hoursText },
];

/** The expanded row of a person: their timesheets of the range, a line per project. */
export function UserTimesheets(props: {
  name: string;
  sheets: readonly SheetRow[] | undefined;
  loading: boolean;
  error: { message: string } | undefined;
  onRetry(): unknown;
}) {
  if (props.error) {
    return (
      <QueryError title="The timesheets could not be loaded." error={props.error} onRetry={props.onRetry} />
    );
  }
  if (props.loading && !props.sheets) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Table<SheetRow>
      className="utilization__sheets"
      size="small"
      rowKey="_id"
      aria-label={`Timesheets of ${props.name}`}
      columns={columns}
      dataSource={props.sheets ? [...props.sheets] : []}
      pagination={false}
      locale={{ emptyText: 'No timesheets in this range' }}
    />
  );
}
