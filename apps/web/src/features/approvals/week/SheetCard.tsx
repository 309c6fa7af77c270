import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { compactToIso, isoToDisplay } from '@tally/domain/shared/dates';
import { formatHours } from '@tally/domain/timesheets/hours';
import { Button, Card } from 'antd';
import { useId, useState } from 'react';
import { StatusTag } from '../../timesheets/shared/StatusTag.tsx';
import { SheetActions } from '../actions/SheetActions.tsx';
import type { Decisions } from '../actions/useDecisions.tsx';
import type { ApprovalSheet } from '../approvalsModel.ts';
import { SheetHours } from '../hours/SheetHours.tsx';
import type { SheetHoursState } from '../hours/useSheetHours.ts';
import { SheetLink } from '../SheetLink.tsx';
import { weekLabel } from '../SheetTable.tsx';
import { StepBadges } from '../StepBadges.tsx';

interface Props {
  sheet: ApprovalSheet;
  decisions: Decisions;
  hours: SheetHoursState;
  /** Loads the hours of the page's cards (one request) when the first one opens. */
  onShowHours(): void;
}

/** One sheet of the week view: employee, week, hours, status, approval steps and the actions. */
export function SheetCard({ sheet, decisions, hours, onShowHours }: Props) {
  const [open, setOpen] = useState(false);
  const panel = useId();
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
      <Button
        type="link"
        size="small"
        className="approvals__hours-toggle"
        icon={open ? <DownOutlined /> : <RightOutlined />}
        aria-expanded={open}
        aria-controls={open ? panel : undefined}
        aria-label={`${open ? 'Hide' : 'Show'} hours of ${weekLabel(sheet)}`}
        onClick={() => {
          if (!open) onShowHours();
          setOpen(!open);
        }}
      >
        Hours by day
      </Button>
      {open ? (
        <div id={panel}>
          <SheetHours timesheetId={sheet._id} label={weekLabel(sheet)} hours={hours} />
        </div>
      ) : null}
    </Card>
  );
}
