import { formatDateTime, type ReportApproval } from './reportModel.ts';

export const APPROVAL_STATEMENT =
  'By signing below, I confirm that the hours recorded on this timesheet are accurate, were worked as stated, and are approved.';

/** Approval statement, 'Timesheet approved by' and the blank signature lines. */
export function ReportSignOff({ approved }: { approved: readonly ReportApproval[] }) {
  return (
    <section className="report__section report__signoff" aria-labelledby="report-approved-by">
      <p className="report__statement">{APPROVAL_STATEMENT}</p>
      <h2 id="report-approved-by">Timesheet approved by</h2>
      {approved.length === 0 ? (
        <p className="report__none">Not approved yet.</p>
      ) : (
        <ul className="report__approvals">
          {approved.map((entry) => (
            <li key={`${entry.projectId}-${entry.approvedOn}-${entry.approverName}`}>
              <strong>{entry.approverName ?? 'Unknown approver'}</strong>
              {entry.projectName ? ` (${entry.projectName})` : ''}
              {entry.approvedOn ? (
                <>
                  {' on '}
                  <time dateTime={entry.approvedOn}>{formatDateTime(entry.approvedOn)}</time>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="report__signatures">
        <div className="report__signature">
          <span className="report__line" aria-hidden="true" />
          Supervisor/Client
        </div>
        <div className="report__signature report__signature--date">
          <span className="report__line" aria-hidden="true" />
          Date
        </div>
      </div>
    </section>
  );
}
