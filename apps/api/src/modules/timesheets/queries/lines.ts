import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DeliverableRecord, EntryRecord, LineItemRecord, ProjectRecord } from '../records.ts';
import { entryVersion } from './entry-version.ts';

const { timesheetLineItems, timesheetEntries, projects, clients, deliverables, milestones } = schema;

export const projectColumns = {
  projectId: projects.id,
  projectName: projects.name,
  projectCode: projects.projectCode,
  projectAccountingCode: projects.accountingCode,
  projectAccountingCodeSuffix: projects.accountingCodeSuffix,
  clientId: clients.id,
  clientName: clients.name,
  clientShortName: clients.shortName,
};

export const deliverableColumns = {
  deliverableId: deliverables.id,
  deliverableProjectId: deliverables.projectId,
  deliverableName: deliverables.name,
  milestoneName: milestones.name,
  deliverableAccountingCode: deliverables.accountingCode,
  deliverableAccountingCodeSuffix: deliverables.accountingCodeSuffix,
  trackAgainstTimeOff: deliverables.trackAgainstTimeOff,
  ignoreHoursInTotal: deliverables.ignoreHoursInTotal,
  includeInAllProjects: deliverables.includeInAllProjects,
  disabled: deliverables.disabled,
  deliverableStatus: deliverables.status,
};

type ProjectRow = {
  projectId: string;
  projectName: string;
  projectCode: string | null;
  projectAccountingCode: string | null;
  projectAccountingCodeSuffix: string | null;
  clientId: string | null;
  clientName: string | null;
  clientShortName: string | null;
};

type DeliverableRow = {
  deliverableId: string | null;
  deliverableProjectId: string | null;
  deliverableName: string | null;
  milestoneName: string | null;
  deliverableAccountingCode: string | null;
  deliverableAccountingCodeSuffix: string | null;
  trackAgainstTimeOff: boolean | null;
  ignoreHoursInTotal: boolean | null;
  includeInAllProjects: boolean | null;
  disabled: boolean | null;
  deliverableStatus: string | null;
};

export function toProject(row: ProjectRow): ProjectRecord {
  return {
    id: row.projectId,
    name: row.projectName,
    projectCode: row.projectCode,
    accountingCode: row.projectAccountingCode,
    accountingCodeSuffix: row.projectAccountingCodeSuffix,
    client:
      row.clientId === null
        ? null
        : { id: row.clientId, name: row.clientName ?? '', shortName: row.clientShortName ?? '' },
  };
}

export function toDeliverable(row: DeliverableRow): DeliverableRecord | null {
  if (row.deliverableId === null || row.deliverableProjectId === null) return null;
  return {
    id: row.deliverableId,
    projectId: row.deliverableProjectId,
    milestoneName: row.milestoneName,
    deliverableName: row.deliverableName ?? '',
    accountingCode: row.deliverableAccountingCode,
    accountingCodeSuffix: row.deliverableAccountingCodeSuffix,
    trackAgainstTimeOff: row.trackAgainstTimeOff ?? false,
    ignoreHoursInTotal: row.ignoreHoursInTotal ?? false,
    includeInAllProjects: row.includeInAllProjects ?? false,
    disabled: row.disabled ?? false,
    status: row.deliverableStatus ?? 'Not Started',
  };
}

/** Line items of the sheets with their project, client, deliverable and milestone: one query. */
export async function listLineItems(db: DbOrTx, sheetIds: readonly string[]): Promise<LineItemRecord[]> {
  if (sheetIds.length === 0) return [];
  const rows = await db
    .select({
      id: timesheetLineItems.id,
      timesheetId: timesheetLineItems.timesheetId,
      comment: timesheetLineItems.comment,
      status: timesheetLineItems.status,
      ...projectColumns,
      ...deliverableColumns,
    })
    .from(timesheetLineItems)
    .innerJoin(projects, eq(projects.id, timesheetLineItems.projectId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(deliverables, eq(deliverables.id, timesheetLineItems.deliverableId))
    .leftJoin(milestones, eq(milestones.id, deliverables.milestoneId))
    .where(inArray(timesheetLineItems.timesheetId, [...sheetIds]))
    .orderBy(
      asc(timesheetLineItems.timesheetId),
      asc(timesheetLineItems.position),
      asc(timesheetLineItems.id),
    );
  const indexBySheet = new Map<string, number>();
  return rows.map((row) => {
    const index = indexBySheet.get(row.timesheetId) ?? 0;
    indexBySheet.set(row.timesheetId, index + 1);
    return {
      id: row.id,
      timesheetId: row.timesheetId,
      index,
      projectId: row.projectId,
      deliverableId: row.deliverableId,
      comment: row.comment,
      status: row.status,
      project: toProject(row),
      deliverable: toDeliverable(row),
      entries: [],
    };
  });
}

/** Day entries of the sheets: one query. */
export async function listEntries(db: DbOrTx, sheetIds: readonly string[]): Promise<EntryRecord[]> {
  if (sheetIds.length === 0) return [];
  const rows = await db
    .select({
      id: timesheetEntries.id,
      lineItemId: timesheetEntries.lineItemId,
      date: timesheetEntries.date,
      hours: timesheetEntries.hours,
      comment: timesheetEntries.comment,
      startTime: timesheetEntries.startTime,
      version: entryVersion('timesheet_entries'),
    })
    .from(timesheetEntries)
    .where(inArray(timesheetEntries.timesheetId, [...sheetIds]))
    .orderBy(asc(timesheetEntries.date), asc(timesheetEntries.startTime), asc(timesheetEntries.id));
  return rows.map((row) => ({
    ...row,
    hours: Number(row.hours),
    startTime: row.startTime === null ? null : Number(row.startTime),
  }));
}
