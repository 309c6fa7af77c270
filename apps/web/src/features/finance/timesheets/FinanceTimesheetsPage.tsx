import { PaperClipOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { formatHours } from '@tally/domain/timesheets/hours';
import { TIMESHEET_STATUSES } from '@tally/domain/timesheets/status';
import { Button, Input, Skeleton, Space, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  FinanceTimesheetsDocument,
  type FinanceTimesheetsQuery,
} from '../../../graphql/generated/graphql.ts';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { QueryError } from '../../../ui/QueryState.tsx';
import { ScrollRegion } from '../../../ui/ScrollRegion.tsx';
import { useToday } from '../../../ui/useToday.ts';
import { StepBadges } from '../../approvals/StepBadges.tsx';
import { ListRangePicker } from '../../timesheets/list/ListRangePicker.tsx';
import { StatusTag } from '../../timesheets/shared/StatusTag.tsx';
import { useTimesheetSettings } from '../../timesheets/shared/settings.ts';
import { AttachmentsModal, type FilesOf } from './AttachmentsModal.tsx';
import {
  EMPTY_TEXT,
  exportParamsOf,
  listPagination,
  listQueryVariables,
  listTableChange,
  useFinanceListParams,
  weekLabel,
} from './financeTimesheetsParams.ts';
import { TimesheetSearchBox } from './TimesheetSearchBox.tsx';
import './finance-timesheets.css';

type Row = FinanceTimesheetsQuery['finance']['timesheets']['timesheets'][number];

/** The Projects column shows at most this many characters (F-006, C-041). */
export const PROJECTS_MAX = 24;

/** 'Apollo, Internal, Hidden' cut to 24 characters, the last three '...' when cut. */
export function truncateProjects(projects: readonly string[]): string {
  const text = projects.join(', ');
  return text.length <= PROJECTS_MAX ? text : `${text.slice(0, PROJECTS_MAX - 3).trimEnd()}...`;
}

/** An address that may wrap after its @ and dots only (<wbr>, so a copied address stays whole). */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

const fullName = (row: Row) => `${row.firstName} ${row.lastName}`.trim();

/** The Resource Name column's filter: a name to look for (server-side, case-insensitive). */
function NameFilter({ selectedKeys, setSelectedKeys, confirm, clearFilters, close }: FilterDropdownProps) {
  const value = String(selectedKeys[0] ?? '');
  return (
    <div className="finance-timesheets__name-filter">
      <Input
        aria-label="Filter by name"
        placeholder="Filter by name"
        value={value}
        onChange={(event) => setSelectedKeys(event.target.value ? [event.target.value] : [])}
        onPressEnter={() => confirm()}
      />
      <Space>
        <Button type="primary" size="small" icon={<SearchOutlined aria-hidden />} onClick={() => confirm()}>
          Filter
        </Button>
        <Button
          size="small"
          onClick={() => {
            clearFilters?.();
            confirm();
          }}
        >
          Reset
        </Button>
        <Button type="link" size="small" onClick={() => close()}>
          Close
        </Button>
      </Space>
    </div>
  );
}

/** /finance/timesheets: every sheet of a range for finance (F-001..F-009); its state lives in the URL. */
export function Component() {
  const today = useToday();
  const settings = useTimesheetSettings();
  const { state, change } = useFinanceListParams(today, settings.weekEndDay);
  const [query] = useSearchParams();
  const [files, setFiles] = useState<FilesOf | null>(null);

  // The default range written into the URL once the week-end day is known, so a copied link keeps its week.
  // Once only: the list asks for the same range whether or not the URL shows it yet, so a router that
  // replays the first location (the area's routes arrive lazily) neither loops nor asks again (issue 14).
  const rangeInUrl = query.has('start') && query.has('end');
  const rangeWritten = useRef(false);
  useEffect(() => {
    if (settings.loading || rangeInUrl || rangeWritten.current) return;
    rangeWritten.current = true;
    change({ range: state.range, page: state.page }, { replace: true });
  }, [settings.loading, rangeInUrl, change, state.range, state.page]);

  const ready = !settings.loading;
  const { data, previousData, loading, error, refetch } = useQuery(FinanceTimesheetsDocument, {
    skip: !ready,
    variables: listQueryVariables(state),
  });
  const page = (data ?? previousData)?.finance.timesheets;
  const total = page?.total ?? 0;

  // A page past the end (rows removed since, or a hand-edited URL) moves back to the last page.
  useEffect(() => {
    if (!data) return;
    const last = Math.max(1, Math.ceil(data.finance.timesheets.total / state.pageSize));
    if (state.page > last) change({ page: last }, { replace: true });
  }, [data, state.page, state.pageSize, change]);

  const columns: TableColumnsType<Row> = [
    {
      title: 'Resource Name',
      key: 'name',
      filteredValue: state.name ? [state.name] : null,
      filterDropdown: (props) => <NameFilter {...props} />,
      filterIcon: (filtered) => (
        <SearchOutlined aria-label="Filter by name" style={filtered ? { color: '#1677ff' } : undefined} />
      ),
      render: (_, row) => (
        <div className="finance-timesheets__person">
          <span className="finance-timesheets__name">{fullName(row)}</span>
          {row.email ? (
            <Typography.Text type="secondary" className="finance-timesheets__email">
              <BreakableEmail email={row.email} />
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Week',
      key: 'week',
      // Either date stays whole; a narrow table wraps between them.
      render: (_, row) => {
        const [from, to] = weekLabel(row.endDate).split(' - ');
        return (
          <>
            <span className="nowrap">{from} -</span> <span className="nowrap">{to}</span>
          </>
        );
      },
    },
    {
      title: 'Approvers',
      key: 'approvers',
      responsive: ['lg'],
      render: (_, row) => <StepBadges steps={row.approvalsRequired} />,
    },
    {
      title: 'Projects',
      key: 'projects',
      responsive: ['md'],
      render: (_, row) => {
        const text = truncateProjects(row.projects);
        const all = row.projects.join(', ');
        if (text === all) return text;
        // The full list on hover, and for screen readers in place of the cut text.
        return (
          <Tooltip title={all}>
            <span>
              <span aria-hidden>{text}</span>
              <span className="finance-timesheets__hidden">{all}</span>
            </span>
          </Tooltip>
        );
      },
    },
    { title: 'Hours', key: 'hours', align: 'right', render: (_, row) => formatHours(row.totalHours) },
    {
      title: 'Status',
      key: 'status',
      filters: TIMESHEET_STATUSES.map((status) => ({ text: status, value: status })),
      filteredValue: state.statuses.length > 0 ? state.statuses : null,
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      title: <span className="finance-timesheets__hidden">Actions</span>,
      key: 'actions',
      render: (_, row) => (
        <Space size={4} className="nowrap">
          {row.attachmentCount > 0 ? (
            <Tooltip title="Attachments">
              <Button
                type="text"
                size="small"
                icon={<PaperClipOutlined aria-hidden />}
                aria-label={`Attachments of ${fullName(row)} (${row.attachmentCount})`}
                onClick={() => setFiles({ userId: row.userId, endDate: row.endDate, person: fullName(row) })}
              />
            </Tooltip>
          ) : null}
          <Link to={`/reports/timesheets/${row._id}`} target="_blank" rel="noopener">
            View Timesheet
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <div className="finance-timesheets">
      <div className="finance-timesheets__toolbar">
        <Typography.Title level={1} className="finance-timesheets__title">
          Timesheets
        </Typography.Title>
        {ready ? (
          <div className="finance-timesheets__filters">
            <ListRangePicker range={state.range} onChange={(range) => change({ range })} />
            <TimesheetSearchBox
              value={state.search}
              onChange={(search) => change({ search }, { replace: true, flushSync: true })}
              className="finance-timesheets__search"
            />
            <ExportButtons
              report="finance-timesheets"
              params={exportParamsOf(listQueryVariables(state))}
              disabled={loading || (data?.finance.timesheets.total ?? 0) === 0}
            />
          </div>
        ) : null}
      </div>
      {error ? (
        <QueryError title="The timesheets could not be loaded." error={error} onRetry={refetch} />
      ) : !ready ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <ScrollRegion label="Timesheets list">
          <Table<Row>
            aria-label="Timesheets"
            rowKey="_id"
            size="middle"
            columns={columns}
            dataSource={page?.timesheets ?? []}
            loading={loading}
            locale={{ emptyText: EMPTY_TEXT }}
            pagination={listPagination(state, total)}
            onChange={listTableChange(state, change)}
          />
        </ScrollRegion>
      )}
      <AttachmentsModal sheet={files} onClose={() => setFiles(null)} />
    </div>
  );
}
