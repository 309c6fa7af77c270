import type { DbOrTx } from '@tally/db';
import { listApprovals, listAttachments, listExpenses, listTimeline } from './activity.queries.ts';
import { listEntries, listLineItems } from './lines.queries.ts';
import type { SheetRecord, TimesheetRecord } from './timesheet.records.ts';

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

/**
 * Everything the Timesheet type shows for a set of sheets, in a fixed number of queries whatever the number
 * of sheets, lines or entries (line items, entries, approval steps, approvers, timeline, attachments, expenses).
 */
export async function loadTimesheets(db: DbOrTx, sheets: readonly SheetRecord[]): Promise<TimesheetRecord[]> {
  const ids = sheets.map((sheet) => sheet.id);
  if (ids.length === 0) return [];
  const [lines, entries, approvals, timeline, attachments, expenses] = await Promise.all([
    listLineItems(db, ids),
    listEntries(db, ids),
    listApprovals(db, ids),
    listTimeline(db, ids),
    listAttachments(db, ids),
    listExpenses(db, ids),
  ]);
  const entriesByLine = groupBy(entries, (entry) => entry.lineItemId);
  for (const line of lines) line.entries = entriesByLine.get(line.id) ?? [];
  const linesBySheet = groupBy(lines, (line) => line.timesheetId);
  const approvalsBySheet = groupBy(approvals, (approval) => approval.timesheetId);
  const timelineBySheet = groupBy(timeline, (event) => event.timesheetId);
  const attachmentsBySheet = groupBy(attachments, (attachment) => attachment.timesheetId);
  const expensesBySheet = groupBy(expenses, (expense) => expense.timesheetId);
  return sheets.map((sheet) => ({
    sheet,
    lineItems: linesBySheet.get(sheet.id) ?? [],
    approvals: approvalsBySheet.get(sheet.id) ?? [],
    timeline: timelineBySheet.get(sheet.id) ?? [],
    attachments: attachmentsBySheet.get(sheet.id) ?? [],
    expenses: expensesBySheet.get(sheet.id) ?? [],
  }));
}

export async function loadTimesheet(db: DbOrTx, sheet: SheetRecord): Promise<TimesheetRecord> {
  const [record] = await loadTimesheets(db, [sheet]);
  if (!record) throw new Error(`timesheet ${sheet.id} vanished while loading`);
  return record;
}
