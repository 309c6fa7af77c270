import { useQuery } from '@apollo/client/react';
import { isoToCompact } from '@tally/domain/dates';
import type { WeekDay } from '@tally/domain/week';
import { Alert, Typography } from 'antd';
import { useState } from 'react';
import {
  ApprovedTimesheetsDocument,
  ManagedProjectsDocument,
  PendingApprovalsDocument,
} from '../../../graphql/generated/graphql.ts';
import { WeekNavigator } from '../../timesheets/week/WeekNavigator.tsx';
import { BulkApprove } from '../actions/BulkApprove.tsx';
import type { Decisions } from '../actions/useDecisions.tsx';
import { SheetTable } from '../SheetTable.tsx';
import { ALL_PROJECTS } from '../useApprovalsParams.ts';
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
  const approved = useQuery(ApprovedTimesheetsDocument, { variables: { endDate: isoToCompact(weekEnd) } });
  const [selected, setSelected] = useState<string[]>([]);
  const pendingSheets = pending.data?.pendingTimesheets ?? [];

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
            onChange={(next) => {
              setSelected([]);
              setProject(next);
            }}
          />
        </div>
        {pending.error && !pending.data ? (
          <Alert type="error" showIcon title="The pending timesheets could not be loaded." />
        ) : null}
        {pendingSheets.length > 0 ? (
          <BulkApprove
            selected={selected.filter((id) => pendingSheets.some((sheet) => sheet._id === id))}
            decisions={decisions}
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
        />
      </section>
    </>
  );
}
