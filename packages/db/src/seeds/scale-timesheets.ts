import { addDays } from '@tally/domain/shared/dates';
import type { Random } from './random.ts';
import {
  addEntry,
  finishTimesheet,
  type Line,
  type SheetSeed,
  type TimesheetContext,
  type TimesheetRows,
  timeOffLineFor,
  type WeekPlan,
} from './timesheets.ts';

/** Lines a scale week has (5 to 7, mostly 6, the time-off line aside), when the person has that many to book on. */
const lineCounts = [5, 6, 6, 6, 7];
/** A weekday without any hours (sick, travel, a holiday not booked as time off). */
const zeroDayChance = 0.02;
/** A line with no hours on a worked day. */
const idleLineChance = 0.04;
/** Some weekend work, on one or two lines. */
const weekendChance = [0.06, 0.03];

/**
 * The weeks of the scale company, as a full-time employee fills them in: about five lines, each booked on
 * nearly every weekday (7.5 to 9 hours a day spread over them, at least half an hour each), a few days off,
 * some weekend hours, and a time-off day on 12 % of the weeks (its hours then fill that day). About 24 day
 * entries a sheet, so 1,000 people × 104 weeks come to about 2.5 million. Approvals and timeline as the demo's.
 */
export function buildScaleTimesheets(plans: readonly WeekPlan[], context: TimesheetContext): TimesheetRows {
  const rows: TimesheetRows = {
    timesheets: [],
    lineItems: [],
    entries: [],
    approvals: [],
    approvers: [],
    timeline: [],
    timeOffTaken: [],
  };
  for (const plan of plans) addScaleTimesheet(rows, plan, context);
  return rows;
}

function addScaleTimesheet(rows: TimesheetRows, plan: WeekPlan, context: TimesheetContext): void {
  const { random } = context;
  const sheet: SheetSeed = { timesheetId: random.uuid(), plan, context };
  const work = chooseScaleLines(plan.person.id, context);
  const timeOffLine = random.chance(0.12) ? timeOffLineFor(context) : undefined;
  const lines = timeOffLine ? [...work, timeOffLine] : work;
  const timeOffDay = random.int(0, 4);
  let total = 0;
  let billable = 0;
  for (let day = 0; day < 7; day++) {
    const date = addDays(plan.weekEnd, day - 6);
    if (date > context.today) break;
    let split: [Line, number][];
    if (day >= 5) {
      split = random.chance(weekendChance[day - 5]!) ? weekendDay(random, work) : [];
    } else if (timeOffLine && day === timeOffDay) {
      split = [[timeOffLine, 32]];
    } else {
      split = random.chance(zeroDayChance) ? [] : workDay(random, work);
    }
    for (const [line, quarters] of split) {
      const hours = addEntry(rows, sheet, line, date, quarters);
      total += hours;
      if (line.billable) billable += hours;
    }
  }
  finishTimesheet(rows, sheet, lines, total, billable);
}

/** About five distinct deliverables: the person's own project work first, then the shared (internal) ones. */
function chooseScaleLines(personId: string, context: TimesheetContext): Line[] {
  const { random } = context;
  const wanted = random.pick(lineCounts);
  const own = (context.bookables.get(personId) ?? []).flatMap((bookable) =>
    bookable.deliverableIds.map((deliverableId) => ({ bookable, deliverableId })),
  );
  const shared = context.shared.flatMap((bookable) =>
    bookable.deliverableIds.map((deliverableId) => ({ bookable, deliverableId })),
  );
  const picked = random.sample(own, Math.min(own.length, wanted - 1));
  const rest = random.sample(shared, Math.min(shared.length, wanted - picked.length));
  return [...picked, ...rest].map(({ bookable, deliverableId }) => ({
    id: random.uuid(),
    projectId: bookable.projectId,
    deliverableId,
    billable: bookable.billable,
  }));
}

/** 7.5 to 9 hours in quarter hours over the lines, each working line at least half an hour. */
function workDay(random: Random, lines: readonly Line[]): [Line, number][] {
  const working = lines.filter(() => !random.chance(idleLineChance));
  if (working.length === 0) return [];
  return spread(random, working, random.pick([30, 32, 32, 32, 32, 34, 36]));
}

/** One or two lines, 1 to 4 hours. */
function weekendDay(random: Random, lines: readonly Line[]): [Line, number][] {
  if (lines.length === 0) return [];
  const working = random.sample(lines, Math.min(lines.length, random.int(1, 2)));
  return spread(random, working, random.int(4, 16));
}

/** `quarters` over the lines: two each (if there are enough), the rest in random quarter hours. */
function spread(random: Random, lines: readonly Line[], quarters: number): [Line, number][] {
  const base = quarters >= lines.length * 2 ? 2 : 1;
  const split: [Line, number][] = lines.map((line) => [line, base]);
  for (let left = quarters - base * lines.length; left > 0; left--) {
    split[Math.floor(random.next() * split.length)]![1] += 1;
  }
  return split;
}
