import { useQuery } from '@apollo/client/react';
import { consumptionColor } from '@tally/domain/shared/colors';
import { formatHours } from '@tally/domain/timesheets/hours';
import { useEffect, useRef } from 'react';
import { MyDeliverableAssignmentDocument } from '../../../graphql/generated/week/graphql.ts';
import { Tooltip } from '../../../ui/popups.tsx';

interface AssignedHoursProps {
  deliverableId: string;
  /** The sheet's owner: the indicator is the viewer's own assignment, so it shows only on their sheet. */
  ownerId: string;
  /** Refetches when the line's hours change. */
  lineHours: number;
}

/** Assigned-hours indicator (T-024): remaining of the budgeted hours on the deliverable, when assigned. */
export function AssignedHours({ deliverableId, ownerId, lineHours }: AssignedHoursProps) {
  const { data, refetch } = useQuery(MyDeliverableAssignmentDocument, { variables: { deliverableId } });
  const seenHours = useRef(lineHours);
  useEffect(() => {
    if (seenHours.current === lineHours) return;
    seenHours.current = lineHours;
    void refetch().catch(() => undefined);
  }, [lineHours, refetch]);
  const assignment = data?.me.myDeliverableAssignment;
  if (!assignment || data.me._id !== ownerId) return null;
  const { budgetedHours, remainingHours } = assignment;
  const usedPercent = budgetedHours > 0 ? ((budgetedHours - remainingHours) / budgetedHours) * 100 : 100;
  const text =
    remainingHours < 0
      ? `${formatHours(-remainingHours)} h over ${formatHours(budgetedHours)} h assigned`
      : `${formatHours(remainingHours)} of ${formatHours(budgetedHours)} h left`;
  return (
    <Tooltip title={`Assigned ${formatHours(budgetedHours)} h · ${formatHours(remainingHours)} h remaining`}>
      <span className={`tally-assigned tally-consumption-${consumptionColor(usedPercent)}`}>{text}</span>
    </Tooltip>
  );
}
