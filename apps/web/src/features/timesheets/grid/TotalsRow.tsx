import { dailyTotalColor, weeklyTotalColor } from '@tally/domain/shared/colors';
import { formatHours } from '@tally/domain/timesheets/hours';
import type { WeekTotals } from '../lines/lineDays.ts';

const WORDS = { orange: ' (over 8 hours)', red: ' (over 12 hours)', default: '' } as const;
const WEEK_WORDS = { orange: ' (over 40 hours)', red: ' (50 hours or more)', default: '' } as const;

/** Daily totals without ignoreHoursInTotal deliverables and the weekly total, in the domain colours. */
export function TotalsRow({ totals, holidayCols }: { totals: WeekTotals; holidayCols: ReadonlySet<number> }) {
  const weekColor = weeklyTotalColor(totals.weekly);
  return (
    <tr className="tally-totals-row">
      <th scope="row">Daily total</th>
      {totals.daily.map((hours, col) => {
        const color = dailyTotalColor(hours);
        return (
          <td
            // biome-ignore lint/suspicious/noArrayIndexKey: one cell per day of the week
            key={col}
            className={`tally-num tally-total-${color}${holidayCols.has(col) ? ' is-holiday' : ''}`}
          >
            {formatHours(hours)}
            {WORDS[color] && <span className="tally-sr-only">{WORDS[color]}</span>}
          </td>
        );
      })}
      <td className={`tally-num tally-week-total tally-total-${weekColor}`}>
        {formatHours(totals.weekly)}
        {WEEK_WORDS[weekColor] && <span className="tally-sr-only">{WEEK_WORDS[weekColor]}</span>}
      </td>
    </tr>
  );
}
