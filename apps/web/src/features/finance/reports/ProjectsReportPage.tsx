import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { filterProjectsReport } from '@tally/domain/finance/finance-reports';
import { formatMoneyExact, formatPercent } from '@tally/domain/shared/money';
import { Input, Tag } from 'antd';
import { useState } from 'react';
import { ProjectsReportDocument, type ProjectsReportQuery } from '../../../graphql/generated/graphql.ts';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { type DataColumn, DataTable } from '../../../ui/table/DataTable.tsx';
import { REPORT_PAGINATION, ReportFrame } from './reportFrame.tsx';

type Row = ProjectsReportQuery['finance']['projectsReport']['projects'][number];

export const PROJECTS_EMPTY = 'No projects';

/** Projects whose name, code, client or status holds the text (any case); the export filters the same. */
export const filterProjects = (rows: readonly Row[], text: string): Row[] => filterProjectsReport(rows, text);

const money = (amount: number) => formatMoneyExact(amount);
const byNumber = (key: 'budget' | 'budgetUsed' | 'budgetRemaining') => (a: Row, b: Row) => a[key] - b[key];

/** Priorities: the project and its budget figures stay longest; code, client and estimate step aside first. */
const columns: DataColumn<Row>[] = [
  {
    key: 'name',
    title: 'Project',
    dataIndex: 'name',
    locked: true,
    width: 220,
    sorter: (a, b) => a.name.localeCompare(b.name),
    render: (name: string, row) => (
      <>
        {name} {row.archived ? <Tag>Archived</Tag> : null}
      </>
    ),
  },
  {
    key: 'projectCode',
    title: 'Project Code',
    dataIndex: 'projectCode',
    width: 120,
    priority: 4,
    className: 'finance-report__nowrap',
  },
  { key: 'clientName', title: 'Client', dataIndex: 'clientName', width: 160, priority: 3 },
  {
    key: 'status',
    title: 'Status',
    dataIndex: 'status',
    className: 'finance-report__nowrap',
    width: 100,
    priority: 2,
  },
  {
    key: 'budget',
    title: 'Budget',
    dataIndex: 'budget',
    width: 130,
    priority: 1,
    align: 'right',
    className: 'finance-report__number',
    render: money,
    sorter: byNumber('budget'),
  },
  {
    key: 'budgetUsed',
    title: 'Budget Used',
    dataIndex: 'budgetUsed',
    width: 110,
    priority: 1,
    align: 'right',
    className: 'finance-report__number',
    render: (used: number) => formatPercent(used),
    sorter: byNumber('budgetUsed'),
  },
  {
    key: 'budgetRemaining',
    title: 'Budget Remaining',
    dataIndex: 'budgetRemaining',
    width: 140,
    priority: 2,
    align: 'right',
    className: 'finance-report__number',
    render: money,
    sorter: byNumber('budgetRemaining'),
  },
  {
    key: 'overBudget',
    title: 'Over Budget',
    dataIndex: 'overBudget',
    width: 100,
    priority: 2,
    render: (over: string) => (over === 'Yes' ? <Tag color="error">Yes</Tag> : 'No'),
    sorter: (a, b) => a.overBudget.localeCompare(b.overBudget),
  },
  {
    key: 'estimatedHours',
    title: 'Estimated Hours',
    dataIndex: 'estimatedHours',
    width: 120,
    priority: 3,
    align: 'right',
    className: 'finance-report__number',
    render: (hours: number | null) => (hours === null ? '' : hours.toFixed(2)),
  },
];

/** /finance/reports/projects: every project with its budget figures (F-029..F-032). */
export function Component() {
  const { data, loading, error, refetch } = useQuery(ProjectsReportDocument, {
    notifyOnNetworkStatusChange: true,
  });
  const [text, setText] = useState('');
  const report = data?.finance.projectsReport;
  const rows = filterProjects(report?.projects ?? [], text);
  const rate = report?.blendedRate;

  return (
    <ReportFrame
      title="Projects"
      subtitle={
        rate
          ? `Budget, budget used and hours estimated at the blended rate of ${formatMoneyExact(rate)} per hour.`
          : 'Budget and budget used. No blended rate is configured, so hours are not estimated.'
      }
      label="Projects report"
      error={error && !loading ? error : undefined}
      onRetry={() => void refetch()}
      toolbar={
        <>
          <div className="finance-report__control">
            <label htmlFor="projects-search">Search</label>
            <Input
              id="projects-search"
              className="finance-report__search"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder="Project, code, client or status"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <ExportButtons
            report="projects"
            params={text.trim() ? { search: text } : {}}
            disabled={loading || rows.length === 0}
          />
        </>
      }
    >
      <DataTable<Row>
        tableId="finance-projects-report"
        label="Projects report"
        rowKey="_id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={REPORT_PAGINATION}
        locale={{ emptyText: PROJECTS_EMPTY }}
      />
    </ReportFrame>
  );
}
