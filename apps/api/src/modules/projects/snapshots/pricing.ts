import { taskCost } from '@tally/domain/projects/cost';
import type { TaskDayRow, TimesheetSnapshot } from './records.ts';

/** Each row with the rate of its person on its deliverable and the cost, for Approved sheets only (M-105). */
export function priced(
  rows: readonly TaskDayRow[],
  work: readonly { deliverableId: string; userId: string; rate: number }[],
): TimesheetSnapshot[] {
  const rates = new Map<string, number>();
  for (const item of work) rates.set(`${item.deliverableId}|${item.userId}`, item.rate);
  return rows.map((row) => {
    const hours = Number(row.hours);
    const rate = row.status === 'Approved' ? rates.get(`${row.deliverable_id}|${row.user_id}`) : undefined;
    return {
      ...row,
      hours,
      rate: rate ?? null,
      totalCost: rate === undefined ? null : taskCost(hours, rate),
    };
  });
}
