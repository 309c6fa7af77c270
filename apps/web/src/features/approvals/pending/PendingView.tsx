import { useQuery } from '@apollo/client/react';
import { isoToCompact } from '@tally/domain/shared/dates';
import type { WeekDay } from '@tally/domain/timesheets/week';
import { Typography } from 'antd';
import { useState } from 'react';
import {
  ApprovedTimesheetsDocument,
  ManagedProjectsDocument,
  PendingApprovalsDocument,
} from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
import { WeekNavigator } from '../../timesheets/week/WeekNavigator.tsx';
import { BulkApproveBar, PersonBulkApprove, useBulkApprove } from '../actions/BulkApprove.tsx';
import type { Decisions } from '../actions/useDecisions.tsx';
import { useSheetHours } from '../hours/useSheetHours.ts';
import { SheetTable } from '../SheetTable.tsx';
import { ALL_PROJECTS } from '../useApprovalsParams.ts';
import { OtherProjectsHint } from './OtherProjectsHint.tsx';
import { ProjectChooser } from './ProjectChooser.tsx';

export const PENDING_EMPTY = 'You currently do not have any timesheets to approve.';
export const APPROVED_EMPTY = 'You do not have any approved timesheets for this time period';

interface Props {
  decisions: Decisions;
  project: string | null;
  setProject(project: string): void;
  weekEnd: string;
  today: string;
  weekEndDay: WeekDay;
  goToWeek(date: string, options?: { replace?: boolean }): void;
}

/** 'View by Pending': the pending table of a chosen project and the approved table of a week (P-003..P-008). */
export function PendingView({ decisions, project, setProject, weekEnd, today, weekEndDay, goToWeek }: Props) {
  const projects = useQuery(ManagedProjectsDocument);
  const managed = projects.data?.me.projectsThatIManage ?? [];
  // P-005: the first managed project is preselected; 'All projects' when the viewer manages none.
  const chosen = project ?? (projects.data ? (managed[0]?._id ?? ALL_PROJECTS) : null);
  const projectId = chosen && chosen !== ALL_PROJECTS ? chosen : null;
  const pending = useQuery(PendingApprovalsDocument, { variables: { projectId }, skip: chosen === null });
  // Every project's pending sheets, for 'N more waiting in other projects' (and an instant 'All projects').
  const everyProject = useQuery(PendingApprovalsDocument, {
    variables: { projectId: null },
    skip: projectId === null,
  });
  const approved = useQuery(ApprovedTimesheetsDocument, { variables: { endDate: isoToCompact(weekEnd) } });
  const [selected, setSelected] = useState<string[]>([]);
  const pendingHours = useSheetHours();
  const approvedHours = useSheetHours();
  const bulk = useBulkApprove();
  const pendingSheets = pending.data?.pendingTimesheets ?? [];
  const shownIds = new Set(pendingSheets.map((sheet) => sheet._id));
  const elsewhere = projectId
    ? (everyProject.data?.pendingTimesheets ?? []).filter((sheet) => !shownIds.has(sheet._id)).length
    : 0;
  const projectName = managed.find((candidate) => candidate._id === projectId)?.name;
  const choose = (next: string) => {
    setSelected([]);
    setProject(next);
  };

  return (
    <>
      <section className="approvals__section" aria-labelledby="pending-title">
        <div className="approvals__bar">
          <Typography.Title level={2} id="pending-title" className="approvals__title">
            Pending Timesheet Approvals
          </Typography.Title>
          <ProjectChooser
            projects={managed}
            loading={projects.loading && !projects.data}
            value={chosen ?? ALL_PROJECTS}
            onChange={choose}
          />
        </div>
        {pending.error && !pending.data ? (
          <QueryError
            title="The pending timesheets could not be loaded."
            error={pending.error}
            onRetry={pending.refetch}
          />
        ) : null}
        <OtherProjectsHint count={elsewhere} onShowAll={() => choose(ALL_PROJECTS)} />
        {bulk.failuresAlert}
        {pendingSheets.length > 0 ? (
          <BulkApproveBar
            sheets={pendingSheets}
            selected={selected}
            scope={projectName ? `on ${projectName}` : null}
            bulk={bulk}
            onDone={() => setSelected([])}
          />
        ) : null}
        <SheetTable
          label="Pending Timesheet Approvals"
          sheets={pendingSheets}
          loading={(pending.loading && !pending.data) || chosen === null}
          empty={PENDING_EMPTY}
          decisions={decisions}
          projectId={projectId}
          selection={{ keys: selected, onChange: setSelected }}
          hours={pendingHours}
          hoursFooter={(sheet) => <PersonBulkApprove sheet={sheet} sheets={pendingSheets} bulk={bulk} />}
        />
      </section>
      <section className="approvals__section" aria-labelledby="approved-title">
        <div className="approvals__bar">
          <Typography.Title level={2} id="approved-title" className="approvals__title">
            Approved Timesheets
          </Typography.Title>
          <WeekNavigator weekEnd={weekEnd} today={today} weekEndDay={weekEndDay} goTo={goToWeek} />
        </div>
        <SheetTable
          label="Approved Timesheets"
          sheets={approved.data?.projectManagement.approvedTimesheets ?? []}
          loading={approved.loading && !approved.data}
          empty={APPROVED_EMPTY}
          decisions={decisions}
          hours={approvedHours}
        />
      </section>
    </>
  );
}
