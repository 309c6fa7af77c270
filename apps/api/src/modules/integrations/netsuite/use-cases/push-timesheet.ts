import { canPushTimesheet, PUSH_REFUSED_MESSAGE } from '@tally/domain/integrations/integrations';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { conflict, notFound } from '../../../../graphql/errors.ts';
import { type NetsuiteClient, NetsuiteError } from '../../../../integrations/netsuite/netsuite-client.ts';
import { netsuiteOf } from '../guards.ts';
import {
  findPushSheet,
  listPushEntries,
  markEntriesPending,
  saveEntryOutcomes,
  setUserSourceId,
  writeSyncLog,
} from '../queries.ts';
import type { EntryOutcome, PushEntry, PushResult, PushSheet, SyncLogRow } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The NetSuite employee of the sheet's owner: the stored id, else found by e-mail (and then stored). */
async function employeeOf(deps: Deps, client: NetsuiteClient, sheet: PushSheet): Promise<string> {
  if (sheet.userSourceId) return sheet.userSourceId;
  const name = `${sheet.firstName} ${sheet.lastName}`.trim();
  if (!sheet.email) throw new NetsuiteError(`${name} has no e-mail to find their NetSuite employee by.`, 0);
  const page = await client.suiteql(`SELECT id FROM employee WHERE email = ${quote(sheet.email)}`, {
    limit: 2,
  });
  const id = page.items[0]?.id;
  if (id === undefined) throw new NetsuiteError(`No NetSuite employee has the e-mail ${sheet.email}.`, 0);
  await setUserSourceId(deps.db, sheet.userId, String(id));
  return String(id);
}

function timebillOf(entry: PushEntry, employee: string): Record<string, unknown> {
  if (!entry.projectSourceId) {
    throw new NetsuiteError(`Project ${entry.projectName} is not linked to NetSuite (no NetSuite id).`, 0);
  }
  return {
    employee: { id: employee },
    customer: { id: entry.projectSourceId },
    ...(entry.deliverableSourceId ? { casetaskevent: { id: entry.deliverableSourceId } } : {}),
    trandate: entry.date,
    hours: entry.hours,
    memo: entry.comment ?? '',
    isbillable: true,
  };
}

const describe = (entry: PushEntry) =>
  `${entry.date.slice(5).replace('-', '/')} ${entry.projectName} / ${entry.deliverableName}`;

/**
 * pushTimesheetToNetsuite (S-017, S-018, S-020): every day entry of an Approved sheet as a NetSuite time bill,
 * created the first time and updated after. Each entry keeps its NetSuite id and SYNCED or ERROR with the error;
 * every push and every failure is written to the sync log. Failures do not abort the push: they are counted
 * and listed in the answer.
 */
export async function pushTimesheet(deps: Deps, viewer: Viewer, timesheetId: string): Promise<PushResult> {
  const client = netsuiteOf(deps);
  const sheet = await findPushSheet(deps.db, timesheetId);
  if (!sheet) throw notFound('Timesheet');
  if (!canPushTimesheet(sheet.status)) throw conflict(PUSH_REFUSED_MESSAGE);
  const entries = await listPushEntries(deps.db, timesheetId);
  await markEntriesPending(
    deps.db,
    entries.map((entry) => entry.id),
  );

  const outcomes: EntryOutcome[] = [];
  let employee: string | null = null;
  let employeeError: string | null = null;
  try {
    employee = await employeeOf(deps, client, sheet);
  } catch (error) {
    if (!(error instanceof NetsuiteError)) throw error;
    employeeError = error.message;
  }
  for (const entry of entries) {
    try {
      if (!employee) throw new NetsuiteError(employeeError ?? 'No NetSuite employee.', 0);
      const body = timebillOf(entry, employee);
      if (entry.sourceId) await client.updateRecord('timebill', entry.sourceId, body);
      const sourceId = entry.sourceId ?? (await client.createRecord('timebill', body));
      outcomes.push({ id: entry.id, sourceId, status: 'SYNCED', error: null });
    } catch (error) {
      if (!(error instanceof NetsuiteError)) throw error;
      outcomes.push({ id: entry.id, sourceId: null, status: 'ERROR', error: error.message });
    }
  }

  const now = deps.clock();
  const failed = outcomes.filter((outcome) => outcome.status === 'ERROR');
  const errors = failed.map((outcome) => {
    const entry = entries.find((candidate) => candidate.id === outcome.id);
    return `${entry ? describe(entry) : outcome.id}: ${outcome.error}`;
  });
  const log: SyncLogRow[] = [
    {
      entityType: 'timesheet',
      entityId: timesheetId,
      direction: 'push',
      outcome: failed.length > 0 ? 'ERROR' : 'SUCCESS',
      message: `${outcomes.length - failed.length} of ${outcomes.length} entries pushed`,
      details: { pushed: outcomes.length - failed.length, failed: failed.length },
      triggeredByUserId: viewer.userId,
      createdAt: now,
    },
    ...failed.map(
      (outcome): SyncLogRow => ({
        entityType: 'timesheet_entry',
        entityId: outcome.id,
        direction: 'push',
        outcome: 'ERROR',
        message: outcome.error,
        details: { timesheetId },
        triggeredByUserId: viewer.userId,
        createdAt: now,
      }),
    ),
  ];
  await deps.db.transaction(async (tx) => {
    await saveEntryOutcomes(tx, outcomes);
    await writeSyncLog(tx, log);
  });
  if (failed.length > 0) {
    deps.logger.warn(
      { timesheetId, failed: failed.length, errors },
      'timesheet push to NetSuite had failures',
    );
  }
  return { timesheetId, pushed: outcomes.length - failed.length, failed: failed.length, errors };
}
