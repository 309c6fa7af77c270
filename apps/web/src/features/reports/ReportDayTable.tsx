import { compactToIso, isoToDisplay } from '@tally/domain/shared/dates';
import { formatHours } from '@tally/domain/timesheets/hours';
import { projectLabel, type ReportDay } from './reportModel.ts';

function DayRows({ day }: { day: ReportDay }) {
  const rows = day.projects.flatMap((group) =>
    group.activities.map((activity, index) => ({ group, activity, index })),
  );
  const dayCells = (span: number) => (
    <>
      <th scope="row" rowSpan={span}>
        {day.label}
      </th>
      <td rowSpan={span} className="report__date">
        {isoToDisplay(compactToIso(day.date))}
      </td>
      <td rowSpan={span} className="report__num report__day-hours">
        {formatHours(day.hours)}
      </td>
    </>
  );
  if (rows.length === 0) {
    return (
      <tr className="report__day">
        {dayCells(1)}
        <td colSpan={5} className="report__none">
          No hours
        </td>
      </tr>
    );
  }
  return (
    <>
      {rows.map(({ group, activity, index }, rowIndex) => (
        <tr
          key={activity.taskId}
          className={`${rowIndex === 0 ? 'report__day ' : ''}${group.managed ? 'report__row--managed' : ''}`}
          data-managed={group.managed || undefined}
        >
          {rowIndex === 0 ? dayCells(rows.length) : null}
          {index === 0 ? (
            <td rowSpan={group.activities.length} className="report__project">
              {projectLabel(group.project)}
              {group.managed ? <span className="report__sr-only"> (a project that you manage)</span> : null}
            </td>
          ) : null}
          <td className="report__num">{formatHours(activity.hours)}</td>
          <td className="report__deliverable">{activity.deliverable ?? ''}</td>
          <td className="report__milestone">{activity.milestone ?? ''}</td>
          <td className="report__comment">{activity.comment ?? ''}</td>
        </tr>
      ))}
    </>
  );
}

/** The day-by-day table with the activities grouped by project and a total row. */
export function ReportDayTable({ days, total }: { days: readonly ReportDay[]; total: number }) {
  return (
    <table className="report__table report__days" aria-label="Hours by day">
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Date</th>
          <th scope="col" className="report__num">
            Hours
          </th>
          <th scope="col">Project</th>
          <th scope="col" className="report__num">
            Hours
          </th>
          <th scope="col">Deliverable</th>
          <th scope="col">Milestone</th>
          <th scope="col">Comment</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <DayRows key={day.key} day={day} />
        ))}
      </tbody>
      <tfoot>
        <tr className="report__total">
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td className="report__num">{formatHours(total)}</td>
          <td colSpan={5} />
        </tr>
      </tfoot>
    </table>
  );
}
