import { CloudUploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { canPushTimesheet, PUSH_REFUSED_MESSAGE } from '@tally/domain/integrations/integrations';
import { formatHours } from '@tally/domain/timesheets/hours';
import { TIMESHEET_STATUSES, type TimesheetStatus } from '@tally/domain/timesheets/status';
import { App, Button, Skeleton, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readInputErrors } from '../../graphql/errors.ts';
import {
  FinanceTimesheetsDocument,
  type FinanceTimesheetsQuery,
  PushTimesheetToNetsuiteDocument,
} from '../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../ui/DisabledReason.tsx';
import { QueryError } from '../../ui/QueryState.tsx';
import { useToday } from '../../ui/useToday.ts';
import {
  EMPTY_TEXT,
  listPagination,
  listQueryVariables,
  listTableChange,
  useFinanceListParams,
  weekLabel,
} from '../finance/timesheets/financeTimesheetsParams.ts';
import { TimesheetSearchBox } from '../finance/timesheets/TimesheetSearchBox.tsx';
import { ListRangePicker } from '../timesheets/list/ListRangePicker.tsx';
import { StatusTag } from '../timesheets/shared/StatusTag.tsx';
import { useTimesheetSettings } from '../timesheets/shared/settings.ts';
import { SheetTasks } from './SheetTasks.tsx';
import { NotConnectedAlert, useNetsuiteConnection } from './useNetsuiteConnection.tsx';
import './integrations.css';

type Row = FinanceTimesheetsQuery['finance']['timesheets']['timesheets'][number];

const fullName = (row: Row) => `${row.firstName} ${row.lastName}`.trim();

/**
 * /super-admin/integrations/netsuite/syncs (S-017..S-020): the finance timesheet list (Approved sheets first)
 * with a push to NetSuite per sheet, and each sheet's tasks with their sync state under its row.
 */
export function Component() {
  const today = useToday();
  const settings = useTimesheetSettings();
  const { state, change } = useFinanceListParams(today, settings.weekEndDay);
  const [query] = useSearchParams();
  const connection = useNetsuiteConnection();
  const { message, notification } = App.useApp();
  const [pushing, setPushing] = useState<string | null>(null);
  const [push] = useMutation(PushTimesheetToNetsuiteDocument, {
    refetchQueries: ['IntegrationTimesheetTasks'],
  });

  // The range and, on a first visit, the Approved filter written into the URL, so a copied link keeps them.
  const rangeInUrl = query.has('start') && query.has('end');
  const firstStatuses: TimesheetStatus[] = query.has('status') ? state.statuses : ['Approved'];
  useEffect(() => {
    if (settings.loading || rangeInUrl) return;
    change({ range: state.range, statuses: firstStatuses, page: state.page }, { replace: true });
  }, [settings.loading, rangeInUrl, change, state.range, firstStatuses, state.page]);
  const ready = !settings.loading && rangeInUrl;

  const { data, previousData, loading, error, refetch } = useQuery(FinanceTimesheetsDocument, {
    skip: !ready,
    variables: listQueryVariables(state),
  });
  const page = (data ?? previousData)?.finance.timesheets;
  const total = page?.total ?? 0;

  const pushSheet = async (row: Row) => {
    setPushing(row._id);
    try {
      const result = await push({ variables: { timesheetId: row._id } });
      const answer = result.data?.pushTimesheetToNetsuite;
      if (answer && answer.failed > 0) {
        notification.warning({
          title: `${answer.failed} of ${answer.pushed + answer.failed} tasks of ${fullName(row)} failed to sync`,
          description: (
            <ul>
              {answer.errors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ),
        });
      } else if (answer) {
        void message.success(`Pushed ${answer.pushed} tasks of ${fullName(row)} to NetSuite`);
      }
    } catch (failure) {
      // S-020 with Gap 35: the failure is logged by the server and shown here with its message.
      notification.error({
        title: 'The timesheet could not be pushed',
        description: readInputErrors(failure).message,
      });
    } finally {
      setPushing(null);
    }
  };

  const columns: TableColumnsType<Row> = [
    {
      title: 'Resource Name',
      key: 'name',
      render: (_, row) => (
        <div>
          <div>{fullName(row)}</div>
          {row.email ? <Typography.Text type="secondary">{row.email}</Typography.Text> : null}
        </div>
      ),
    },
    { title: 'Week', key: 'week', render: (_, row) => weekLabel(row.endDate) },
    { title: 'Hours', key: 'hours', align: 'right', render: (_, row) => formatHours(row.totalHours) },
    {
      title: 'Status',
      key: 'status',
      filters: TIMESHEET_STATUSES.map((status) => ({ text: status, value: status })),
      filteredValue: state.statuses.length > 0 ? state.statuses : null,
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      title: 'Push',
      key: 'push',
      render: (_, row) => {
        const allowed = canPushTimesheet(row.status) && connection.connected;
        const why = connection.connected ? PUSH_REFUSED_MESSAGE : 'The accounting system is not connected.';
        return (
          <DisabledReason reason={!allowed && why}>
            <Button
              icon={<CloudUploadOutlined aria-hidden />}
              disabled={!allowed}
              loading={pushing === row._id}
              aria-label={`Push the timesheet of ${fullName(row)} to NetSuite`}
              onClick={() => void pushSheet(row)}
            >
              Push
            </Button>
          </DisabledReason>
        );
      },
    },
  ];

  return (
    <div className="integrations">
      <div className="integrations__toolbar">
        <Typography.Title level={1} className="integrations__title">
          NetSuite Timesheet Syncs
        </Typography.Title>
        {ready ? (
          <div className="integrations__filters">
            <ListRangePicker range={state.range} onChange={(range) => change({ range })} />
            <TimesheetSearchBox
              value={state.search}
              onChange={(search) => change({ search }, { replace: true, flushSync: true })}
              className="integrations__search"
            />
          </div>
        ) : null}
      </div>
      <NotConnectedAlert message={connection.loading ? null : connection.message} />
      {error ? (
        <QueryError title="The timesheets could not be loaded." error={error} onRetry={refetch} />
      ) : !ready ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="integrations__table-scroll">
          <Table<Row>
            aria-label="Timesheets"
            rowKey="_id"
            size="middle"
            columns={columns}
            dataSource={page?.timesheets ?? []}
            loading={loading}
            locale={{ emptyText: EMPTY_TEXT }}
            expandable={{
              expandedRowRender: (row) => (
                <SheetTasks
                  timesheetId={row._id}
                  accountId={connection.accountId}
                  connected={connection.connected}
                />
              ),
              expandIcon: ({ expanded, onExpand, record }) => (
                <Button
                  type="text"
                  size="small"
                  aria-expanded={expanded}
                  aria-label={`${expanded ? 'Hide' : 'Show'} the tasks of ${fullName(record)}`}
                  onClick={(event) => onExpand(record, event)}
                >
                  {expanded ? '−' : '+'}
                </Button>
              ),
            }}
            pagination={listPagination(state, total)}
            onChange={listTableChange(state, change)}
          />
        </div>
      )}
    </div>
  );
}
