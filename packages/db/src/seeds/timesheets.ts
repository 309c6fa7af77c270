import { addDays } from '@tally/domain/shared/dates';
import type { DbOrTx } from '../client.ts';
import {
  type TimesheetStatus,
  timesheetApprovalApprovers,
  timesheetApprovals,
  timesheetEntries,
  timesheetLineItems,
  timesheets,
  timesheetTimelineEvents,
} from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { entryComments } from './names.ts';
import type { Random } from './random.ts';
import { buildApprovalRows } from './timesheet-approvals.ts';
import type { Bookable, PersonSeed, TimeOffTarget } from './types.ts';

export interface WeekPlan {
  person: PersonSeed;
  weekEnd: string;
  status: TimesheetStatus;
}

export interface TimesheetContext {
  random: Random;
  /** Entries are not recorded after this date. */
  today: string;
  /** Timestamps of submissions and approvals are never later than this. */
  now: Date;
  bookables: ReadonlyMap<string, Bookable[]>;
  shared: readonly Bookable[];
  timeOff: readonly TimeOffTarget[];
  userIdByEmail: ReadonlyMap<string, string>;
}

export interface TimesheetRows {
  timesheets: (typeof timesheets.$inferInsert)[];
  lineItems: (typeof timesheetLineItems.$inferInsert)[];
  entries: (typeof timesheetEntries.$inferInsert)[];
  approvals: (typeof timesheetApprovals.$inferInsert)[];
  approvers: (typeof timesheetApprovalApprovers.$inferInsert)[];
  timeline: (typeof timesheetTimelineEvents.$inferInsert)[];
  /** Approved time off, for the TAKEN transactions. */
  timeOffTaken: { userId: string; timeOffType: string; date: string; hours: number }[];
}

export interface Line {
  id: string;
  projectId: string;
  deliverableId: string;
  billable: boolean;
  timeOffType?: string;
}

/** Builds the rows of one timesheet per plan: line items, day entries in quarter hours, approvals, timeline. */
export function buildTimesheets(plans: readonly WeekPlan[], context: TimesheetContext): TimesheetRows {
  const rows: TimesheetRows = {
    timesheets: [],
    lineItems: [],
    entries: [],
    approvals: [],
    approvers: [],
    timeline: [],
    timeOffTaken: [],
  };
  for (const plan of plans) addTimesheet(rows, plan, context);
  return rows;
}

function addTimesheet(rows: TimesheetRows, plan: WeekPlan, context: TimesheetContext): void {
  const { random } = context;
  const sheet: SheetSeed = { timesheetId: random.uuid(), plan, context };
  const lines = chooseLines(plan.person, context);
  const timeOffLine = random.chance(0.12) ? timeOffLineFor(context) : undefined;
  if (timeOffLine) lines.push(timeOffLine);
  const timeOffDay = random.int(0, 4);
  let total = 0;
  let billable = 0;
  for (let day = 0; day < 5; day++) {
    const date = addDays(plan.weekEnd, day - 6);
    if (date > context.today) break;
    const split: [Line, number][] =
      timeOffLine && day === timeOffDay
        ? [[timeOffLine, 32]]
        : splitDay(
            random,
            lines.filter((l) => l !== timeOffLine),
          );
    for (const [line, quarters] of split) {
      const hours = addEntry(rows, sheet, line, date, quarters);
      total += hours;
      if (line.billable) billable += hours;
    }
  }
  finishTimesheet(rows, sheet, lines, total, billable);
}

/** The sheet a seed is writing: its id, its week's plan and the seed's context. */
export interface SheetSeed {
  timesheetId: string;
  plan: WeekPlan;
  context: TimesheetContext;
}

/** One day's hours of a line (`quarters` of an hour), and the time off it takes when approved; returns the hours. */
export function addEntry(
  rows: TimesheetRows,
  sheet: SheetSeed,
  line: Line,
  date: string,
  quarters: number,
): number {
  const { timesheetId, plan, context } = sheet;
  const { random } = context;
  const userId = plan.person.id;
  const hours = quarters / 4;
  rows.entries.push({
    id: random.uuid(),
    lineItemId: line.id,
    timesheetId,
    userId,
    projectId: line.projectId,
    deliverableId: line.deliverableId,
    date,
    hours: hours.toFixed(2),
    comment: random.pick(entryComments),
    ...syncState(random, plan, context.today),
  });
  if (line.timeOffType && plan.status === 'Approved') {
    rows.timeOffTaken.push({ userId, timeOffType: line.timeOffType, date, hours });
  }
  return hours;
}

/** The sheet's lines, approvals and its own row, once its entries are written. */
export function finishTimesheet(
  rows: TimesheetRows,
  sheet: SheetSeed,
  lines: readonly Line[],
  total: number,
  billable: number,
): void {
  const { timesheetId, plan, context } = sheet;
  const lineStatus = plan.status === 'Approved' || plan.status === 'Declined' ? plan.status : null;
  lines.forEach((line, position) => {
    rows.lineItems.push({
      id: line.id,
      timesheetId,
      projectId: line.projectId,
      deliverableId: line.deliverableId,
      position,
      comment: null,
      status: lineStatus,
    });
  });
  const decisions = buildApprovalRows(rows, { timesheetId, plan, context });
  rows.timesheets.push({
    id: timesheetId,
    userId: plan.person.id,
    startDate: addDays(plan.weekEnd, -6),
    endDate: plan.weekEnd,
    status: plan.status,
    isLocked: false,
    submittedAt: decisions.submittedAt,
    approvedAt: decisions.approvedAt,
    totalHours: total.toFixed(2),
    billableHours: billable.toFixed(2),
  });
}

function chooseLines(person: PersonSeed, context: TimesheetContext): Line[] {
  const { random } = context;
  const own = context.bookables.get(person.id) ?? [];
  const picked = random.sample(own, Math.min(own.length, random.int(1, 3)));
  if (context.shared.length > 0 && (picked.length === 0 || random.chance(0.3))) {
    picked.push(random.pick(context.shared));
  }
  const seen = new Set<string>();
  const lines: Line[] = [];
  for (const bookable of picked) {
    const deliverableId = random.pick(bookable.deliverableIds);
    if (seen.has(deliverableId)) continue;
    seen.add(deliverableId);
    lines.push({
      id: random.uuid(),
      projectId: bookable.projectId,
      deliverableId,
      billable: bookable.billable,
    });
  }
  return lines;
}

export function timeOffLineFor(context: TimesheetContext): Line | undefined {
  if (context.timeOff.length === 0) return undefined;
  const target = context.random.chance(0.8) ? context.timeOff[0]! : context.random.pick(context.timeOff);
  return { id: context.random.uuid(), ...target, billable: false };
}

const syncErrors = [
  'Customer job is closed in the accounting system.',
  'Employee is not mapped to a vendor.',
];

/**
 * Accounting-system sync state: approved weeks older than four weeks are synced (a few failed),
 * newer approved weeks wait for the next sync, other statuses are never sent.
 */
export function syncState(random: Random, plan: WeekPlan, today: string) {
  if (plan.status !== 'Approved') return { sourceId: null, syncStatus: null, syncError: null };
  if (plan.weekEnd > addDays(today, -28))
    return { sourceId: null, syncStatus: 'PENDING_SYNC' as const, syncError: null };
  if (random.chance(0.03))
    return { sourceId: null, syncStatus: 'ERROR' as const, syncError: random.pick(syncErrors) };
  return { sourceId: `TT-${random.int(100_000, 999_999)}`, syncStatus: 'SYNCED' as const, syncError: null };
}

/** A working day of 7.5 to 9 hours in quarter hours, spread over the lines. */
function splitDay(random: Random, lines: readonly Line[]): [Line, number][] {
  if (lines.length === 0) return [];
  let left = random.pick([32, 32, 32, 30, 34, 36]);
  const split: [Line, number][] = [];
  lines.forEach((line, index) => {
    const quarters = index === lines.length - 1 ? left : random.int(0, left);
    left -= quarters;
    if (quarters > 0) split.push([line, quarters]);
  });
  return split;
}

/** Inserts the rows in dependency order with one statement per table (and chunk). */
export async function insertTimesheetRows(db: DbOrTx, rows: TimesheetRows): Promise<void> {
  await bulkInsert(db, timesheets, rows.timesheets);
  await bulkInsert(db, timesheetLineItems, rows.lineItems);
  await bulkInsert(db, timesheetEntries, rows.entries);
  await bulkInsert(db, timesheetApprovals, rows.approvals);
  await bulkInsert(db, timesheetApprovalApprovers, rows.approvers);
  await bulkInsert(db, timesheetTimelineEvents, rows.timeline);
}
