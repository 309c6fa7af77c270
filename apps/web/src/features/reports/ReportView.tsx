import { formatHours } from '@tally/domain/timesheets/hours';
import { Button } from 'antd';
import { useState } from 'react';
import { ReportDayTable } from './ReportDayTable.tsx';
import { ReportHeader } from './ReportHeader.tsx';
import { ReportProjectFilter } from './ReportProjectFilter.tsx';
import { ReportSignOff } from './ReportSignOff.tsx';
import { ReportSummaryTable } from './ReportSummaryTable.tsx';
import { projectLabel, type ReportSheet } from './reportModel.ts';

interface Props {
  sheet: ReportSheet;
  logoUrl: string | undefined;
  companyName: string | undefined;
  /** options=project-filter */
  projectFilter: boolean;
  /** The project the report is restricted to (projectId parameter or the filter). */
  projectId: string | null;
  onProjectChange(projectId: string | null): void;
}

/** The printable timesheet report (R items); the server builds its content, flags included. */
export function ReportView({
  sheet,
  logoUrl,
  companyName,
  projectFilter,
  projectId,
  onProjectChange,
}: Props) {
  const [filterOpen, setFilterOpen] = useState(projectFilter);
  const { report } = sheet;
  const shown = report.projects.find((project) => project._id === projectId);
  const anyManaged = report.days.some((day) => day.projects.some((group) => group.managed));

  return (
    <article className="report" aria-label="Timesheet report">
      <ReportHeader sheet={sheet} logoUrl={logoUrl} companyName={companyName} />
      <div className="report__toolbar">
        {filterOpen ? (
          <ReportProjectFilter
            projects={report.projects}
            value={shown ? projectId : null}
            onChange={onProjectChange}
            onClose={() => setFilterOpen(false)}
          />
        ) : (
          <span />
        )}
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      {shown ? <p className="report__scope">Hours on {projectLabel(shown)} only.</p> : null}
      {anyManaged ? (
        <p className="report__legend">
          <span className="report__swatch" aria-hidden="true" /> Projects that you manage
        </p>
      ) : null}
      <div className="report__scroll">
        <ReportDayTable days={report.days} total={report.totalHours} />
      </div>
      {report.showBillableHours ? (
        <dl className="report__billable" aria-label="Billable hours">
          <div>
            <dt>Billable Hours</dt>
            <dd>{formatHours(report.billableHours ?? 0)}</dd>
          </div>
          <div>
            <dt>Non-Billable Hours</dt>
            <dd>{formatHours(report.nonBillableHours ?? 0)}</dd>
          </div>
        </dl>
      ) : null}
      {report.showSummaryTable && report.summaryByDeliverable ? (
        <ReportSummaryTable projects={report.summaryByDeliverable} total={report.totalHours} />
      ) : null}
      <ReportSignOff approved={report.approvedBy} />
    </article>
  );
}
