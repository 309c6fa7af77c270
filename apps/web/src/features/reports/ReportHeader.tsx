import { compactToIso, isoToDisplay } from '@tally/domain/shared/dates';
import { StatusTag } from '../timesheets/shared/StatusTag.tsx';
import type { ReportSheet } from './reportModel.ts';

interface Props {
  sheet: ReportSheet;
  logoUrl: string | undefined;
  companyName: string | undefined;
}

/** Report logo (logo-timesheet-url, company name when unset), employee, week ending and status. */
export function ReportHeader({ sheet, logoUrl, companyName }: Props) {
  const name = `${sheet.user.firstName} ${sheet.user.lastName}`;
  return (
    <header className="report__header">
      <div className="report__brand">
        {logoUrl ? (
          <img src={logoUrl} alt={companyName ?? 'Company logo'} className="report__logo" />
        ) : (
          <span className="report__company">{companyName ?? 'Time Tracker'}</span>
        )}
      </div>
      <div className="report__heading">
        <h1>Timesheet Report</h1>
        <dl className="report__facts">
          <div>
            <dt>Name</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>Week Ending</dt>
            <dd>{isoToDisplay(compactToIso(sheet.endDate))}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <StatusTag status={sheet.status} />
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
