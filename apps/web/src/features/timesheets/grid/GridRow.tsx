import { formatHours } from '@tally/domain/timesheets/hours';
import { DayCell } from '../lines/DayCell.tsx';
import { LineLabel } from '../lines/LineLabel.tsx';
import type { HoursTarget, SaveHours } from '../lines/useSaveHours.ts';
import type { TimesheetLineItem } from '../shared/view-props.ts';

interface GridRowProps {
  line: TimesheetLineItem;
  row: number;
  weekDates: readonly string[];
  holidayCols: ReadonlySet<number>;
  total: number;
  ownerId: string;
  editable: boolean;
  save: SaveHours;
  onOpenComments(target: HoursTarget): void;
}

/** One line item: its labels, one cell per day and its total. */
export function GridRow(props: GridRowProps) {
  const { line, row, weekDates, holidayCols, total, ownerId, editable, save, onOpenComments } = props;
  return (
    <tr className={editable ? undefined : 'is-readonly'}>
      <th scope="row" className="tally-line-cell">
        <LineLabel line={line} ownerId={ownerId} lineHours={total} editable={editable} />
      </th>
      {weekDates.map((date, col) => (
        <td key={date} className={holidayCols.has(col) ? 'is-holiday' : undefined}>
          <DayCell
            line={line}
            date={date}
            row={row}
            col={col}
            editable={editable}
            save={save}
            onOpenComments={onOpenComments}
          />
        </td>
      ))}
      <td className="tally-num tally-line-total">{formatHours(total)}</td>
    </tr>
  );
}
