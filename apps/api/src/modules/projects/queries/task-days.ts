import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL of the task-day report rules shared by the Export Hours file and Project.timesheetSnapshots, so
 * both print the same values (one home per rule).
 */

/**
 * bu (C-053): the deliverable's accounting code '-' suffix when it has both parts, otherwise the project's
 * (its parts that are set). `d` and `p` are the aliases of the deliverable and the project.
 */
export function buCodeSql(d: string, p: string): SQL {
  const [dc, ds] = [sql.raw(`${d}.accounting_code`), sql.raw(`${d}.accounting_code_suffix`)];
  const [pc, ps] = [sql.raw(`${p}.accounting_code`), sql.raw(`${p}.accounting_code_suffix`)];
  return sql`CASE WHEN coalesce(${dc}, '') <> '' AND coalesce(${ds}, '') <> '' THEN ${dc} || '-' || ${ds}
    ELSE concat_ws('-', nullif(${pc}, ''), nullif(${ps}, '')) END`;
}

/**
 * approvedOn (C-054), as a date: when the sheet was approved (its last required approval), else when it
 * last changed; null unless the sheet is Approved. `ts` is the alias of the timesheet.
 */
export function approvedOnSql(ts: string): SQL {
  const t = (column: string) => sql.raw(`${ts}.${column}`);
  return sql`CASE WHEN ${t('status')} = 'Approved' THEN coalesce(${t('approved_at')}, ${t('updated_at')})::date END`;
}

/**
 * The body of an `approvers` CTE (C-051): for each (timesheet_id, project_id) pair `keys` selects, the e-mail
 * addresses that may approve the sheet for that project, in step then approver order. A step names its
 * project, or none when it covers the whole sheet (the seeds and sheets submitted before steps per project
 * write those): such a step counts for every project of the sheet.
 */
export function approversCte(keys: SQL): SQL {
  return sql`
      SELECT k.timesheet_id, k.project_id, array_agg(taa.email ORDER BY ta.position, taa.position) AS emails
        FROM (${keys}) k
        JOIN timesheet_approvals ta
          ON ta.timesheet_id = k.timesheet_id AND (ta.project_id = k.project_id OR ta.project_id IS NULL)
        JOIN timesheet_approval_approvers taa ON taa.approval_id = ta.id
       GROUP BY k.timesheet_id, k.project_id`;
}
