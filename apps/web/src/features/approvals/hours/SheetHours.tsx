import { formatHours } from '@tally/domain/timesheets/hours';
import { Skeleton, Typography } from 'antd';
import { QueryError } from '../../../ui/QueryError.tsx';
import { hoursByDay } from './hoursModel.ts';
import type { SheetHoursState } from './useSheetHours.ts';

interface Props {
  timesheetId: string;
  /** 'Ada Lovelace, week ending 09/15/2024' */
  label: string;
  hours: SheetHoursState;
  /** Below the hours: the person's bulk action, when there is one. */
  footer?: React.ReactNode;
}

/** A sheet's hours inline, day by day: each day's total and the lines worked that day, then the sheet total. */
export function SheetHours({ timesheetId, label, hours, footer }: Props) {
  const sheet = hours.get(timesheetId);
  if (!sheet) {
    const error = hours.error(timesheetId);
    if (error) {
      return (
        <QueryError
          title="The hours could not be loaded."
          error={error}
          onRetry={() => hours.ensure([timesheetId])}
        />
      );
    }
    return (
      <output aria-label={`Loading hours of ${label}`} style={{ display: 'block' }}>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </output>
    );
  }
  const days = hoursByDay(sheet);
  return (
    <section className="sheet-hours" aria-label={`Hours of ${label}`}>
      <ol className="sheet-hours__days">
        {days.map((day) => (
          <li
            key={day.key}
            className={day.hours > 0 ? 'sheet-hours__day' : 'sheet-hours__day sheet-hours__day--empty'}
          >
            <div className="sheet-hours__day-head">
              <span>{day.title}</span>
              <strong>{formatHours(day.hours)} h</strong>
            </div>
            {day.tasks.length > 0 ? (
              <ul className="sheet-hours__tasks">
                {day.tasks.map((task) => (
                  <li key={task.id}>
                    <span className="sheet-hours__task">{task.task}</span>
                    <span className="sheet-hours__task-hours">{formatHours(task.hours)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="sheet-hours__foot">
        <Typography.Text strong>Total: {formatHours(sheet.totalHours)} hours</Typography.Text>
        {footer}
      </div>
    </section>
  );
}
