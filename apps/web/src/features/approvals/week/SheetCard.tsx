import { compactToIso, isoToDisplay } from '@tally/domain/dates';
import { formatHours } from '@tally/domain/hours';
import { Card } from 'antd';
import { StatusTag } from '../../timesheets/shared/StatusTag.tsx';
import { SheetActions } from '../actions/SheetActions.tsx';
import type { Decisions } from '../actions/useDecisions.tsx';
import type { ApprovalSheet } from '../approvalsModel.ts';
import { SheetLink } from '../SheetLink.tsx';
import { StepBadges } from '../StepBadges.tsx';

/** One sheet of the week view: employee, week, hours, status, approval steps and the actions. */
export function SheetCard({ sheet, decisions }: { sheet: ApprovalSheet; decisions: Decisions }) {
  return (
    <Card
      size="small"
      className="approvals__card"
      title={<SheetLink sheet={sheet} />}
      extra={<StatusTag status={sheet.status} />}
      actions={[<SheetActions key="actions" sheet={sheet} decisions={decisions} />]}
    >
      <p className="approvals__card-line">
        Week ending {isoToDisplay(compactToIso(sheet.endDate))} · {formatHours(sheet.totalHours)} hours
      </p>
      <StepBadges steps={sheet.approvalsRequired} />
    </Card>
  );
}
