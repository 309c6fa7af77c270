import { useQuery } from '@apollo/client/react';
import { netsuiteRecordUrl } from '@tally/domain/integrations/integrations';
import { compactToIso, isoToDisplay } from '@tally/domain/shared/dates';
import { formatHours } from '@tally/domain/timesheets/hours';
import { Table, type TableColumnsType, Typography } from 'antd';
import {
  IntegrationTimesheetTasksDocument,
  type IntegrationTimesheetTasksQuery,
} from '../../graphql/generated/graphql.ts';
import { QueryError } from '../../ui/QueryState.tsx';
import { SyncStatusTag } from './SyncStatusTag.tsx';

type Task = IntegrationTimesheetTasksQuery['admin']['timesheetTasks'][number];

/** The day entries of one sheet with their sync state and error (S-019), under its row of the syncs list. */
export function SheetTasks({
  timesheetId,
  accountId,
  connected,
}: {
  timesheetId: string;
  accountId: string | null;
  /** False while the integration is off: tags show that instead of a stale state. */
  connected: boolean;
}) {
  const { data, loading, error, refetch } = useQuery(IntegrationTimesheetTasksDocument, {
    variables: { timesheetId },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <QueryError title="The tasks could not be loaded." error={error} onRetry={refetch} />;
  const columns: TableColumnsType<Task> = [
    { title: 'Date', key: 'date', render: (_, task) => isoToDisplay(compactToIso(task.date)) },
    { title: 'Project', dataIndex: 'project', key: 'project' },
    { title: 'Deliverable', dataIndex: 'deliverable', key: 'deliverable', responsive: ['md'] },
    { title: 'Hours', key: 'hours', align: 'right', render: (_, task) => formatHours(task.hours) },
    {
      title: 'Sync',
      key: 'sync',
      render: (_, task) => {
        const { sourceId, syncStatus, error: syncError } = task.integration;
        return (
          <div>
            <SyncStatusTag sourceId={sourceId} status={syncStatus} connected={connected} />{' '}
            {sourceId && accountId ? (
              <Typography.Link
                href={netsuiteRecordUrl(accountId, window.location.hostname, 'timebill', sourceId)}
                target="_blank"
                rel="noopener"
              >
                {`#${sourceId}`}
              </Typography.Link>
            ) : null}
            {syncError ? <div className="integrations__error">{syncError}</div> : null}
          </div>
        );
      },
    },
  ];
  return (
    <Table<Task>
      aria-label="Tasks and their sync state"
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={data?.admin.timesheetTasks ?? []}
      loading={loading && !data}
      pagination={false}
      locale={{ emptyText: 'No tasks on this timesheet' }}
    />
  );
}
