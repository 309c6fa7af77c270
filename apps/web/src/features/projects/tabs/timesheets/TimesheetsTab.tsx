import { useQuery } from '@apollo/client/react';
import { compactToIso, DISPLAY_DATE_FORMAT, isoToCompact, isoToDisplay } from '@tally/domain/shared/dates';
import { formatHours } from '@tally/domain/timesheets/hours';
import type { DateRange } from '@tally/domain/timesheets/week';
import { Alert, Card, DatePicker, Empty, Input, Skeleton, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { WeekApprovalsDocument } from '../../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../../ui/QueryState.tsx';
import { useToday } from '../../../../ui/useToday.ts';
import { SheetActions } from '../../../approvals/actions/SheetActions.tsx';
import { type Decisions, useDecisions } from '../../../approvals/actions/useDecisions.tsx';
import type { ApprovalSheet } from '../../../approvals/approvalsModel.ts';
import { SheetLink } from '../../../approvals/SheetLink.tsx';
import { StepBadges } from '../../../approvals/StepBadges.tsx';
import { NONE_FOUND, NONE_WITH_FILTER } from '../../../approvals/week/CardSection.tsx';
import { StatusTag } from '../../../timesheets/shared/StatusTag.tsx';
import { useTimesheetSettings } from '../../../timesheets/shared/settings.ts';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { defaultSheetRange, filterByName, isLongWeek, LONG_WEEK_TEXT } from './projectSheets.ts';
import './timesheets-tab.css';

/** One sheet: employee, week, hours (red with a warning from 50 hours), status, steps and the actions. */
export function ProjectSheetCard({
  sheet,
  projectId,
  decisions,
}: {
  sheet: ApprovalSheet;
  projectId: string;
  decisions: Decisions;
}) {
  const long = isLongWeek(sheet);
  return (
    <Card
      size="small"
      className={`project-sheets__card${long ? ' project-sheets__card--long' : ''}`}
      title={<SheetLink sheet={sheet} projectId={projectId} />}
      extra={<StatusTag status={sheet.status} />}
      actions={[<SheetActions key="actions" sheet={sheet} decisions={decisions} />]}
    >
      <p className="project-sheets__line">
        Week ending {isoToDisplay(compactToIso(sheet.endDate))} ·{' '}
        <span className={long ? 'project-sheets__hours--long' : undefined}>
          {formatHours(sheet.totalHours)} hours
        </span>
      </p>
      {long ? (
        <Alert type="error" showIcon className="project-sheets__warning" title={LONG_WEEK_TEXT} />
      ) : null}
      <StepBadges steps={sheet.approvalsRequired} />
    </Card>
  );
}

/**
 * The project's Timesheets tab (M-115..M-119): sheets of the project ending in a range (default: this week
 * and the four before), optionally every sheet of a project the viewer manages (showAll, on by default for
 * managers) and sheets not submitted yet; a name filter; approve, decline and cancel as on the approvals
 * screen, each enabled by the server's permission and refetching the list.
 */
export default function TimesheetsTab({ project }: ProjectTabProps) {
  const today = useToday();
  const settings = useTimesheetSettings();
  const [chosenRange, setRange] = useState<DateRange | null>(null);
  const range = chosenRange ?? defaultSheetRange(today, settings.weekEndDay);
  const [showAll, setShowAll] = useState(project.canManage);
  const [showNotSubmitted, setShowNotSubmitted] = useState(false);
  const [search, setSearch] = useState('');
  const { decisions, dialogs } = useDecisions();
  const ids = { search: useId(), showAll: useId(), notSubmitted: useId(), range: useId(), list: useId() };

  const { data, loading, error, refetch } = useQuery(WeekApprovalsDocument, {
    skip: settings.loading,
    variables: {
      startDate: isoToCompact(range.start),
      endDate: isoToCompact(range.end),
      projectId: project._id,
      showAll,
      showNotSubmitted,
    },
  });
  const all = data?.projectManagement.timesheets ?? [];
  const shown = useMemo(() => filterByName(all, search), [all, search]);

  return (
    <section className="project-sheets" aria-labelledby={ids.list}>
      <Typography.Title level={2} id={ids.list} className="project-sheets__title">
        Timesheets <span className="project-sheets__count">({shown.length})</span>
      </Typography.Title>
      <search className="project-sheets__filters">
        <div className="project-sheets__field">
          <span aria-hidden>Weeks ending</span>
          <DatePicker.RangePicker
            aria-label="Weeks ending between"
            id={ids.range}
            format={DISPLAY_DATE_FORMAT}
            allowClear={false}
            value={[dayjs(range.start), dayjs(range.end)]}
            onChange={(values) => {
              const [start, end] = values ?? [];
              if (start && end)
                setRange({ start: start.format('YYYY-MM-DD'), end: end.format('YYYY-MM-DD') });
            }}
          />
        </div>
        <div className="project-sheets__field">
          <label htmlFor={ids.search}>Name</label>
          <Input.Search
            id={ids.search}
            allowClear
            placeholder="Search by name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 220 }}
          />
        </div>
        <div className="project-sheets__field">
          <Switch id={ids.showAll} checked={showAll} onChange={setShowAll} />
          <label htmlFor={ids.showAll}>Show all</label>
        </div>
        <div className="project-sheets__field">
          <Switch id={ids.notSubmitted} checked={showNotSubmitted} onChange={setShowNotSubmitted} />
          <label htmlFor={ids.notSubmitted}>Show not submitted</label>
        </div>
      </search>
      {error && !data ? (
        <QueryError title="The timesheets could not be loaded." error={error} onRetry={refetch} />
      ) : null}
      {(loading || settings.loading) && !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error && !data ? null : shown.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={all.length === 0 ? NONE_FOUND : NONE_WITH_FILTER}
        />
      ) : (
        <ul className="project-sheets__cards" aria-label="Timesheets">
          {shown.map((sheet) => (
            <li key={sheet._id}>
              <ProjectSheetCard sheet={sheet} projectId={project._id} decisions={decisions} />
            </li>
          ))}
        </ul>
      )}
      {dialogs}
    </section>
  );
}
