import { LockOutlined } from '@ant-design/icons';
import { useTimesheetSettings } from '../shared/settings.ts';
import type { TimesheetLineItem } from '../shared/view-props.ts';
import { AssignedHours } from './AssignedHours.tsx';
import { BudgetUsed } from './BudgetUsed.tsx';
import { LineTimerButton } from './LineTimerButton.tsx';
import { lineLabels } from './lineDays.ts';
import { RemoveLineButton } from './RemoveLineButton.tsx';
import './lines.css';
import { Tooltip } from '../../../ui/popups.tsx';

interface LineLabelProps {
  line: TimesheetLineItem;
  ownerId: string;
  lineHours: number;
  editable: boolean;
}

/** A line's project (with its optional code) and deliverable, its assigned hours, timer and remove actions. */
export function LineLabel({ line, ownerId, lineHours, editable }: LineLabelProps) {
  const { project, deliverable } = lineLabels(line);
  // T-043, T-044: each consumption shows only where its configuration key is on.
  const settings = useTimesheetSettings();
  const showHoursUsed = !settings.loading && settings.showHoursUsed;
  const showBudgetUsed = !settings.loading && settings.showBudgetUsed;
  return (
    <div className="tally-line-label">
      <div className="tally-line-names">
        <span className="tally-line-project">
          {line.project.projectCode && <span className="tally-line-code">{line.project.projectCode}</span>}
          {project}
        </span>
        <span className="tally-line-deliverable" title={deliverable}>
          {deliverable}
        </span>
        <span className="tally-line-meta">
          {line.isLocked && (
            <Tooltip title={`${line.status ?? 'Approved'}: this line can no longer change`}>
              <span className="tally-line-locked">
                <LockOutlined aria-hidden /> {line.status ?? 'Locked'}
              </span>
            </Tooltip>
          )}
          {line.deliverableId && showHoursUsed && (
            <AssignedHours deliverableId={line.deliverableId} ownerId={ownerId} lineHours={lineHours} />
          )}
          {line.deliverableId && showBudgetUsed && <BudgetUsed lineItemId={line._id} />}
        </span>
      </div>
      <LineTimerButton line={line} label={`${project} · ${deliverable}`} editable={editable} />
      {editable && <RemoveLineButton line={line} label={`${project} · ${deliverable}`} />}
    </div>
  );
}
