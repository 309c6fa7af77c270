import { Link } from 'react-router';
import { type ApprovalSheet, fullName } from './approvalsModel.ts';

/** The employee's name, opening the sheet read-only on the report page in a new tab. */
export function SheetLink({ sheet, projectId }: { sheet: ApprovalSheet; projectId?: string | null }) {
  const query = new URLSearchParams({ options: 'project-filter' });
  if (projectId) query.set('projectId', projectId);
  return (
    <Link to={`/reports/timesheets/${sheet._id}?${query}`} target="_blank" rel="noopener">
      {fullName(sheet)}
    </Link>
  );
}
