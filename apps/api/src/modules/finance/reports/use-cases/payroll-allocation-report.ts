import type { DbOrTx } from '@tally/db';
import { payrollAllocations } from '@tally/domain/finance/finance-reports';
import type { IsoDate } from '@tally/domain/shared/dates';
import { findApprovedHoursByPersonAndProject } from '../queries/reports.ts';
import type { PayrollAllocationRecord } from '../records.ts';

/**
 * Payroll allocation (F-027, F-028): each person's approved hours per project over the range and that project's
 * share of the person's total. Approved hours only: payroll is allocated on hours that are final, the same hours
 * that cost the projects (ARCHITECTURE 'Where a project's money comes from').
 */
export async function payrollAllocationReport(
  db: DbOrTx,
  from: IsoDate,
  to: IsoDate,
): Promise<PayrollAllocationRecord[]> {
  const rows = await findApprovedHoursByPersonAndProject(db, from, to);
  const shares = payrollAllocations(rows);
  return rows.map((row, index) => ({
    ...row,
    totalHours: shares[index]!.totalHours,
    percent: shares[index]!.percent,
  }));
}
