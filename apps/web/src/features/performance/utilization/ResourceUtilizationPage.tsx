import { useQuery } from '@apollo/client/react';
import {
  billableColor,
  isCustomRangeAllowed,
  nonBillableColor,
  PERFORMANCE_PAGE_SIZE,
  presetRange,
  RANGE_PRESETS,
  RANGE_TOO_LARGE,
  RANGE_TOO_LARGE_MS,
  type UtilizationFilter,
  utilizationColor,
} from '@tally/domain/performance/utilization';
import { isoToCompact, isoToDisplay } from '@tally/domain/shared/dates';
import { App, Card, Radio, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ResourceUtilizationDocument,
  type ResourceUtilizationQuery,
  UtilizationUserTimesheetsDocument,
} from '../../../graphql/generated/graphql.ts';
import { DateRangeField } from '../../../ui/DateRangeField.tsx';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { QueryError } from '../../../ui/QueryState.tsx';
import type { ReportRange } from '../../../ui/ReportEmpty.tsx';
import { ReportEmpty } from '../../../ui/ReportEmpty.tsx';
import { type DataColumn, DataTable } from '../../../ui/table/DataTable.tsx';
import { useToday } from '../../../ui/useToday.ts';
import { hoursText, PctCell, pctText } from './PctCell.tsx';
import { presetOf, readState, type UtilizationState, writeState } from './search.ts';
import { type SheetRow, UserTimesheets } from './UserTimesheets.tsx';
import '../performance.css';

const UtilizationChart = lazy(() => import('./UtilizationChart.tsx'));

type Person = ResourceUtilizationQuery['performance']['users']['nodes'][number];
const nameOf = (person: Pick<Person, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`;

export const UTILIZATION_EMPTY = 'No approved hours in that range';

const FILTER_OPTIONS: { value: UtilizationFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'UNDERUTILIZED', label: 'Underutilized (< 90 %)' },
  { value: 'OVERUTILIZED', label: 'Overutilized (> 110 %)' },
];

/**
 * Priorities: the name, hours reported and utilization stay longest; the hour splits and the holiday and PTO
 * figures step aside first when the table would not fit (all of them are in the column chooser).
 */
const columns: DataColumn<Person>[] = [
  {
    key: 'name',
    title: 'Name',
    locked: true,
    width: 210,
    render: (_, person) => (
      <span className="utilization__name">
        {nameOf(person)}
        {person.email ? <small>{person.email}</small> : null}
      </span>
    ),
  },
  {
    key: 'weeks',
    title: 'Weeks',
    align: 'right',
    width: 70,
    priority: 5,
    render: (_, p) => p.performance.numOfWeeks.toFixed(1),
  },
  {
    key: 'available',
    title: 'Available',
    align: 'right',
    width: 100,
    priority: 2,
    render: (_, p) => hoursText(p.performance.hoursAvailable),
  },
  {
    key: 'reported',
    title: 'Reported',
    align: 'right',
    width: 100,
    priority: 1,
    render: (_, p) => hoursText(p.performance.timeReported),
  },
  {
    key: 'left',
    title: 'Left over',
    align: 'right',
    width: 90,
    priority: 4,
    render: (_, p) => hoursText(p.performance.leftOverHours),
  },
  {
    key: 'utilized',
    title: 'Utilized',
    width: 120,
    priority: 1,
    render: (_, p) => <PctCell pct={p.performance.pctUtilized} band={utilizationColor} />,
  },
  {
    key: 'billable',
    title: 'Billable',
    align: 'right',
    width: 90,
    priority: 3,
    render: (_, p) => hoursText(p.performance.billableTime),
  },
  {
    key: 'pctBillable',
    title: 'Billable %',
    width: 120,
    priority: 2,
    render: (_, p) => <PctCell pct={p.performance.pctBillable} band={billableColor} />,
  },
  {
    key: 'nonBillable',
    title: 'Non-billable',
    align: 'right',
    width: 100,
    priority: 4,
    render: (_, p) => hoursText(p.performance.nonBillableTime),
  },
  {
    key: 'pctNonBillable',
    title: 'Non-billable %',
    width: 120,
    priority: 3,
    render: (_, p) => <PctCell pct={p.performance.pctNonBillable} band={nonBillableColor} />,
  },
  {
    key: 'holiday',
    title: 'Holiday',
    align: 'right',
    width: 120,
    priority: 5,
    render: (_, p) => `${hoursText(p.performance.holidayTime)} (${pctText(p.performance.pctHoliday)})`,
  },
  {
    key: 'pto',
    title: 'PTO',
    align: 'right',
    width: 120,
    priority: 5,
    render: (_, p) => `${hoursText(p.performance.ptoTime)} (${pctText(p.performance.pctPtoTime)})`,
  },
];

/**
 * /performance/resource-utilization (X-003..X-016): range presets (default previous month) and custom picks of
 * at most 31 days, the Underutilized/Overutilized filters, a chart of the page, the table (50 a page) with
 * coloured percentages, a row per person expanding to their timesheets, and the CSV export of the filtered rows.
 */
export function Component() {
  const today = useToday();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const state = readState(search, today);
  const { range, filter, page } = state;
  const [expanded, setExpanded] = useState<readonly string[]>([]);

  const variables = {
    startDate: isoToCompact(range.start),
    endDate: isoToCompact(range.end),
    filter,
    offset: (page - 1) * PERFORMANCE_PAGE_SIZE,
    limit: PERFORMANCE_PAGE_SIZE,
  };
  const { data, previousData, loading, error, refetch } = useQuery(ResourceUtilizationDocument, {
    variables,
  });
  const report = (data ?? previousData)?.performance.users;
  const people = report?.nodes ?? [];
  const sheetsQuery = useQuery(UtilizationUserTimesheetsDocument, {
    skip: expanded.length === 0 || people.length === 0,
    variables: {
      userIds: people.map((p) => p._id),
      startDate: variables.startDate,
      endDate: variables.endDate,
    },
  });
  const sheetsByUser = new Map<string, SheetRow[]>();
  for (const sheet of sheetsQuery.data?.performance.allUserTimesheets ?? []) {
    sheetsByUser.set(sheet.userId, [...(sheetsByUser.get(sheet.userId) ?? []), sheet]);
  }

  const go = (next: Partial<UtilizationState>) => {
    setExpanded([]);
    setSearch(writeState({ ...state, page: 1, ...next }));
  };

  const pickRange = (picked: ReportRange) => {
    // X-006 with gap 6: a custom pick spans at most 31 days; nothing is requested otherwise.
    if (!isCustomRangeAllowed(picked)) {
      void message.warning({ content: RANGE_TOO_LARGE, duration: RANGE_TOO_LARGE_MS / 1000 });
      return;
    }
    go({ range: picked });
  };

  const preset = presetOf(range, today);
  const summary = report?.summary;
  // Everyone is listed, at 0 % without approved hours: a range where nobody has any says so and offers more.
  const noHours = summary !== undefined && (summary.users === 0 || !summary.averageUtilization);

  return (
    <div className="utilization">
      <Typography.Paragraph>
        <Link to="/performance">Performance</Link>
      </Typography.Paragraph>
      <Typography.Title level={1}>Resource Utilization</Typography.Title>
      <div className="utilization__toolbar">
        <div className="utilization__control">
          <span id="utilization-presets">Range</span>
          <Radio.Group
            aria-labelledby="utilization-presets"
            optionType="button"
            value={preset}
            options={RANGE_PRESETS.map((value) => ({ value, label: value }))}
            onChange={(event) => go({ range: presetRange(event.target.value, today) })}
          />
        </div>
        <DateRangeField
          id="utilization-range"
          label="Dates"
          className="utilization__control"
          range={range}
          onChange={pickRange}
        />
        <div className="utilization__control">
          <span id="utilization-filter">Show</span>
          <Radio.Group
            aria-labelledby="utilization-filter"
            value={filter}
            options={FILTER_OPTIONS}
            onChange={(event) => go({ filter: event.target.value })}
          />
        </div>
        <ExportButtons
          report="utilization"
          params={{ startDate: variables.startDate, endDate: variables.endDate, filter }}
          disabled={!report || report.total === 0}
        />
      </div>
      {error && !report ? (
        <QueryError title="The report could not be loaded." error={error} onRetry={refetch} />
      ) : (
        <>
          <section className="utilization__summary" aria-label="Summary">
            <Card size="small">
              <Statistic title="Hours available" value={report ? hoursText(report.hoursAvailable) : '—'} />
              {report ? (
                <Typography.Text type="secondary">
                  {report.workingDays} working days, {report.holidays}{' '}
                  {report.holidays === 1 ? 'holiday' : 'holidays'}
                </Typography.Text>
              ) : null}
            </Card>
            <Card size="small">
              <Statistic title="People" value={summary?.users ?? '—'} />
            </Card>
            <Card size="small">
              <Statistic
                title="Average utilization"
                value={summary ? pctText(summary.averageUtilization ?? null) : '—'}
              />
            </Card>
            <Card size="small">
              <Statistic title="Underutilized" value={summary?.underutilized ?? '—'} />
            </Card>
            <Card size="small">
              <Statistic title="Overutilized" value={summary?.overutilized ?? '—'} />
            </Card>
          </section>
          {noHours ? (
            <Card size="small" className="utilization__chart">
              <ReportEmpty
                text={UTILIZATION_EMPTY}
                hint="Utilization counts approved hours only; the range's sheets may still wait for approval."
                widen={{ range, onShow: (next) => go({ range: next }) }}
              />
            </Card>
          ) : people.length > 0 ? (
            <Card
              size="small"
              className="utilization__chart"
              title={`Utilization, ${isoToDisplay(range.start)} – ${isoToDisplay(range.end)}`}
            >
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <UtilizationChart
                  people={people.map((p) => ({
                    name: nameOf(p),
                    pctUtilized: p.performance.pctUtilized ?? null,
                  }))}
                />
              </Suspense>
            </Card>
          ) : null}
          <DataTable<Person>
            tableId="resource-utilization"
            label="Resource utilization"
            rowKey="_id"
            aria-label="Resource utilization"
            columns={columns}
            dataSource={people}
            loading={loading}
            locale={{ emptyText: 'No data for given date range' }}
            expandable={{
              expandedRowKeys: [...expanded],
              onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
              expandedRowRender: (person) => (
                <UserTimesheets
                  name={nameOf(person)}
                  sheets={sheetsQuery.data ? (sheetsByUser.get(person._id) ?? []) : undefined}
                  loading={sheetsQuery.loading}
                  error={sheetsQuery.error}
                  onRetry={sheetsQuery.refetch}
                />
              ),
            }}
            pagination={{
              current: page,
              pageSize: PERFORMANCE_PAGE_SIZE,
              total: report?.total ?? 0,
              showSizeChanger: false,
              onChange: (next) => go({ page: next }),
            }}
          />
        </>
      )}
    </div>
  );
}
