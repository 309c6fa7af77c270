import { type Db, schema } from '@tally/db';
import { addDays } from '@tally/domain/shared/dates';

type SheetRow = typeof schema.timesheets.$inferInsert;
type LineRow = typeof schema.timesheetLineItems.$inferInsert;
type EntryRow = typeof schema.timesheetEntries.$inferInsert;

/** A week's sheet: give its first day or its last day (the other is six days away). */
export type SheetInput = { userId: string } & Partial<SheetRow> &
  ({ startDate: string } | { endDate: string });

/** A sheet (default status Not Submitted) without lines; answers its id. */
export async function createTimesheet(db: Db, input: SheetInput): Promise<string> {
  const [row] = await db
    .insert(schema.timesheets)
    .values(sheetValues(input))
    .returning({ id: schema.timesheets.id });
  return row!.id;
}

function sheetValues(input: SheetInput): SheetRow {
  const startDate = input.startDate ?? addDays(input.endDate!, -6);
  return { ...input, startDate, endDate: input.endDate ?? addDays(startDate, 6) };
}

export type LineInput = { timesheetId: string; projectId: string; deliverableId: string } & Partial<LineRow>;

/** A line of a sheet (position 0, no comment or status unless given); answers its id. */
export async function createLineItem(db: Db, input: LineInput): Promise<string> {
  const [row] = await db
    .insert(schema.timesheetLineItems)
    .values(input)
    .returning({ id: schema.timesheetLineItems.id });
  return row!.id;
}

/** Hours of one day: `date`, or `day` counted from the sheet's first day (0 = its first day). */
export type EntryInput = { hours: string } & Partial<
  Omit<EntryRow, 'lineItemId' | 'timesheetId' | 'userId' | 'projectId' | 'deliverableId'>
> &
  ({ date: string } | { day: number });

/** What an entry repeats of its line: the line, its sheet and person, project and deliverable. */
export interface EntryLine {
  lineItemId: string;
  timesheetId: string;
  userId: string;
  projectId: string;
  deliverableId: string;
  /** The sheet's first day, needed for entries given by `day`. */
  startDate?: string;
}

/** The day entries of one line, in the order given; answers their ids in that order. */
export async function createEntries(db: Db, line: EntryLine, entries: EntryInput[]): Promise<string[]> {
  if (!entries.length) return [];
  const { startDate, ...keys } = line;
  const rows = await db
    .insert(schema.timesheetEntries)
    .values(
      entries.map(({ day, ...entry }: EntryInput & { day?: number }) => {
        if (entry.date === undefined && startDate === undefined)
          throw new Error('entry by day needs startDate');
        return { ...keys, ...entry, date: entry.date ?? addDays(startDate!, day!) };
      }),
    )
    .returning({ id: schema.timesheetEntries.id });
  return rows.map((row) => row.id);
}

/** A line of a sheet made by createSheet, with its day entries. */
export type SheetLineInput = { projectId: string; deliverableId: string; days?: EntryInput[] } & Partial<
  Omit<LineRow, 'timesheetId'>
>;

export interface CreatedSheet {
  id: string;
  /** The lines' ids in the order given. */
  lineIds: string[];
  /** The entries' ids per line, in the order given. */
  entryIds: string[][];
}

/** A sheet with its lines and their day entries (each line and its entries inserted in turn). */
export async function createSheet(
  db: Db,
  input: SheetInput & { lines?: SheetLineInput[] },
): Promise<CreatedSheet> {
  const { lines = [], ...sheet } = input;
  const values = sheetValues(sheet);
  const id = await createTimesheet(db, values);
  const lineIds: string[] = [];
  const entryIds: string[][] = [];
  for (const { days = [], ...line } of lines) {
    const lineItemId = await createLineItem(db, { ...line, timesheetId: id });
    lineIds.push(lineItemId);
    const keys = { lineItemId, timesheetId: id, userId: values.userId, startDate: values.startDate };
    entryIds.push(
      await createEntries(
        db,
        { ...keys, projectId: line.projectId, deliverableId: line.deliverableId },
        days,
      ),
    );
  }
  return { id, lineIds, entryIds };
}

/** Someone who may act on an approval step: an e-mail address, or the row's columns. */
export type StepApproverInput =
  | string
  | { email: string; userId?: string | null; position?: number; stepOpen?: boolean };

export type ApprovalInput = { timesheetId: string; approvers?: StepApproverInput[] } & Partial<
  typeof schema.timesheetApprovals.$inferInsert
>;

/**
 * An approval step of a sheet (default Approval Pending, no project) with its approvers in the order given
 * (position = index unless given: 0 is the main approver). Answers the step's and the approvers' ids.
 */
export async function createApproval(
  db: Db,
  input: ApprovalInput,
): Promise<{ id: string; approverIds: string[] }> {
  const { approvers = [], ...step } = input;
  const [row] = await db
    .insert(schema.timesheetApprovals)
    .values(step)
    .returning({ id: schema.timesheetApprovals.id });
  const id = row!.id;
  if (!approvers.length) return { id, approverIds: [] };
  const rows = await db
    .insert(schema.timesheetApprovalApprovers)
    .values(
      approvers.map((approver, position) => ({
        approvalId: id,
        position,
        ...(typeof approver === 'string' ? { email: approver } : approver),
      })),
    )
    .returning({ id: schema.timesheetApprovalApprovers.id });
  return { id, approverIds: rows.map((r) => r.id) };
}
