import type { DbOrTx } from '@tally/db';
import { accountingExportRows } from '@tally/domain/finance/finance-reports';
import type { IsoDate } from '@tally/domain/shared/dates';
import { findApprovedWeekEntries } from '../queries/reports.ts';
import { loadReportSettings, weekEndOf } from '../queries/settings.ts';
import type { AccountingExport } from '../records.ts';

/** Accounting-software export of a week (F-033..F-037): the Approved sheets only. */
export async function accountingExport(db: DbOrTx, date: IsoDate): Promise<AccountingExport> {
  const [endDate, settings] = await Promise.all([weekEndOf(db, date), loadReportSettings(db)]);
  const lines = await findApprovedWeekEntries(db, endDate);
  return { endDate, rows: accountingExportRows(lines, settings) };
}
