import { useQuery } from '@apollo/client/react';
import {
  filterRollups,
  isoWeekOf,
  ROLLUPS_EMPTY,
  type RollupRow,
  rollupOptions,
} from '@tally/domain/hr/hourly-cost';
import { addDays, isoToCompact, tryCompactToIso } from '@tally/domain/shared/dates';
import { Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { UserTaskTotalsDocument, type UserTaskTotalsQuery } from '../../../graphql/generated/graphql.ts';
import { DateRangeField } from '../../../ui/DateRangeField.tsx';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { QueryError } from '../../../ui/QueryState.tsx';
import { ReportEmpty, type ReportRange } from '../../../ui/ReportEmpty.tsx';
import { PHONE_CARDS, TOUCH_TARGETS, withPhoneLabels } from '../../../ui/table/phoneCards.ts';
import { useToday } from '../../../ui/useToday.ts';
import './hr-reports.css';

const BASE = '/human-resources/reports/user-task-totals';

type Row = UserTaskTotalsQuery['hr']['userTaskTotals'][number];
type ViewRow = RollupRow & { key: string };

/**
 * The range of the URL: /{endDate} (YYYYMMDD) is its end and ?start= (YYYYMMDD) its start, a week before the
 * end when absent; without an end, the current ISO week, Monday to Sunday (H-018).
 */
export function rangeOf(endParam: string | undefined, startParam: string | null, today: string) {
  const end = endParam ? tryCompactToIso(endParam) : null;
  if (!end) return isoWeekOf(today);
  const start = startParam ? tryCompactToIso(startParam) : null;
  return { start: start && start <= end ? start : addDays(end, -6), end };
}

const hoursText = (hours: number) => hours.toFixed(2);

/** /human-resources/reports/user-task-totals[/{endDate}]: 'Employee Rollups by Task' (H-017..H-023). */
export function Component() {
  const today = useToday();
  const { endDate } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const range = rangeOf(endDate, search.get('start'), today);
  const [project, setProject] = useState<string | null>(null);
  const [employee, setEmployee] = useState<string | null>(null);

  const { data, loading, error, refetch } = useQuery(UserTaskTotalsDocument, {
    variables: { startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) },
  });

  const rows: ViewRow[] = useMemo(
    () =>
      (data?.hr.userTaskTotals ?? []).map((row: Row) => ({
        key: `${row.userId}|${row.deliverableId}`,
        name: row.name,
        project: row.project,
        deliverable: row.deliverable,
        milestone: row.milestone,
        hours: row.hours,
      })),
    [data],
  );
  const projectOptions = rollupOptions(rows, 'project');
  const employeeOptions = rollupOptions(rows, 'name');
  // A project or employee chosen before the range changed may not be among the new rows: show it cleared.
  const projectValue = project !== null && projectOptions.includes(project) ? project : null;
  const employeeValue = employee !== null && employeeOptions.includes(employee) ? employee : null;
  const shown = filterRollups(rows, { project: projectValue, employee: employeeValue });

  const showRange = ({ start, end }: ReportRange) => {
    const query = start === addDays(end, -6) ? '' : `?start=${isoToCompact(start)}`;
    navigate(`${BASE}/${isoToCompact(end)}${query}`);
  };
  const columns = withPhoneLabels<ViewRow>([
    { key: 'name', title: 'Name', dataIndex: 'name' },
    { key: 'project', title: 'Project', dataIndex: 'project' },
    { key: 'deliverable', title: 'Deliverable', dataIndex: 'deliverable' },
    { key: 'milestone', title: 'Milestone', dataIndex: 'milestone' },
    {
      key: 'hours',
      title: 'Hours',
      dataIndex: 'hours',
      width: 90,
      align: 'right',
      render: (hours: number) => hoursText(hours),
    },
  ]);

  return (
    <div className={`rollups ${TOUCH_TARGETS}`}>
      <Typography.Title level={1}>Employee Rollups by Task</Typography.Title>
      <div className="rollups__toolbar">
        <DateRangeField id="rollups-range" className="rollups__control" range={range} onChange={showRange} />
        <div className="rollups__control">
          <label htmlFor="rollups-project">Project</label>
          <Select<string>
            id="rollups-project"
            className="rollups__filter"
            allowClear
            showSearch
            placeholder="All projects"
            value={projectValue}
            options={projectOptions.map((value) => ({ value, label: value }))}
            onChange={(value) => setProject(value ?? null)}
          />
        </div>
        <div className="rollups__control">
          <label htmlFor="rollups-employee">Employee</label>
          <Select<string>
            id="rollups-employee"
            className="rollups__filter"
            allowClear
            showSearch
            placeholder="All employees"
            value={employeeValue}
            options={employeeOptions.map((value) => ({ value, label: value }))}
            onChange={(value) => setEmployee(value ?? null)}
          />
        </div>
        <ExportButtons
          report="hr-rollups"
          params={{
            startDate: isoToCompact(range.start),
            endDate: isoToCompact(range.end),
            ...(projectValue === null ? {} : { project: projectValue }),
            ...(employeeValue === null ? {} : { employee: employeeValue }),
          }}
          disabled={shown.length === 0}
        />
      </div>
      {error && !data ? (
        <QueryError title="The report could not be loaded." error={error} onRetry={refetch} />
      ) : (
        // The grid scrolls within 600 px (spec part 3 §9); the region takes focus so keyboards can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="rollups__grid" aria-label="Employee rollups" tabIndex={0}>
          <Table<ViewRow>
            className={PHONE_CARDS}
            sticky
            rowKey="key"
            columns={columns}
            dataSource={shown}
            loading={loading}
            pagination={false}
            locale={{
              emptyText:
                rows.length === 0 ? (
                  <ReportEmpty
                    text={ROLLUPS_EMPTY}
                    hint="Only approved hours count; the current week's sheets usually still wait for approval."
                    widen={{ range, onShow: showRange }}
                  />
                ) : (
                  ROLLUPS_EMPTY
                ),
            }}
            summary={(visible) =>
              visible.length > 0 ? (
                <Table.Summary fixed>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={4}>
                      Total
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={4} align="right">
                      {hoursText(visible.reduce((sum, row) => sum + row.hours, 0))}
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
          />
        </section>
      )}
    </div>
  );
}
