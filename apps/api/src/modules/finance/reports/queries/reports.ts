import type { DbOrTx } from '@tally/db';
import type { AccountingLine } from '@tally/domain/finance/finance-reports';
import type { IsoDate } from '@tally/domain/shared/dates';
import { type SQL, sql } from 'drizzle-orm';
import { approvedWorkSql } from '../../../projects/index.ts';
import type { MissingTimesheetRecord, PersonProjectHours, ProjectBudgetRecord } from '../records.ts';

/** The first e-mail address of a user (the one the lists show). */
const firstEmail = (userId: SQL) => sql`(SELECT ue.address FROM user_emails ue WHERE ue.user_id = ${userId}
  ORDER BY ue.created_at, ue.address LIMIT 1)`;

/**
 * Missing timesheets of the week ending `endDate` (F-025, F-026), one statement: every active resource (entry not
 * inactive, account active, on the team during that week) of an In Progress project who has no sheet of that
 * week that was submitted (Submitted-Pending or Approved). A Declined sheet went back to its owner and a
 * Cancelled or Not Submitted one was never sent: they count as missing. Sheets are found through
 * timesheets_user_id_end_date_key.
 */
export async function findMissingTimesheets(db: DbOrTx, endDate: IsoDate): Promise<MissingTimesheetRecord[]> {
  const result = await db.execute<{
    project_id: string;
    project_name: string;
    user_id: string;
    resource_name: string;
    resource_email: string;
  }>(sql`
    SELECT p.id AS project_id, p.name AS project_name, u.id AS user_id,
           u.first_name || ' ' || u.last_name AS resource_name, r.email AS resource_email
    FROM projects p
    JOIN project_resources r ON r.project_id = p.id
    JOIN users u ON u.id = r.user_id
    WHERE p.status = 'In Progress' AND NOT p.is_template AND NOT p.archived
      AND NOT r.inactive AND u.account_active
      AND r.start_date <= ${endDate}::date
      AND (r.end_date IS NULL OR r.end_date >= ${endDate}::date - 6)
      AND NOT EXISTS (
        SELECT 1 FROM timesheets ts
        WHERE ts.user_id = r.user_id AND ts.end_date = ${endDate}::date
          AND ts.status IN ('Submitted-Pending', 'Approved'))
    ORDER BY lower(p.name), p.id, lower(u.last_name), lower(u.first_name), u.id`);
  return result.rows.map((row) => ({
    projectId: row.project_id,
    projectName: row.project_name,
    userId: row.user_id,
    resourceName: row.resource_name,
    resourceEmail: row.resource_email,
    endDate,
  }));
}

/**
 * Approved hours per (person, project) whose day entries fall inside [from, to] (F-027), one statement over
 * `approvedWorkSql`.
 */
export async function findApprovedHoursByPersonAndProject(
  db: DbOrTx,
  from: IsoDate,
  to: IsoDate,
): Promise<PersonProjectHours[]> {
  const work = approvedWorkSql({ from, to });
  if (!work) return [];
  const result = await db.execute<{
    user_id: string;
    first_name: string;
    last_name: string;
    email: string | null;
    payroll_id: string | null;
    project_id: string;
    project_name: string;
    hours: string;
  }>(sql`
    WITH work AS (
      SELECT w.user_id, w.project_id, sum(w.hours) AS hours
      FROM (${work}) w
      GROUP BY w.user_id, w.project_id
      HAVING sum(w.hours) > 0
    )
    SELECT w.user_id, u.first_name, u.last_name, ${firstEmail(sql`w.user_id`)} AS email,
           nullif(trim(u.payroll_id), '') AS payroll_id, w.project_id, p.name AS project_name,
           w.hours::text AS hours
    FROM work w
    JOIN users u ON u.id = w.user_id
    JOIN projects p ON p.id = w.project_id
    ORDER BY lower(u.last_name), lower(u.first_name), w.user_id, w.hours DESC, lower(p.name), p.id`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    payrollId: row.payroll_id,
    projectId: row.project_id,
    projectName: row.project_name,
    hours: Number(row.hours),
  }));
}

/** Every project (templates aside), archived ones too (F-029: limit -1), by name. */
export async function findProjectBudgets(db: DbOrTx): Promise<ProjectBudgetRecord[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    project_code: string | null;
    client_name: string | null;
    status: string | null;
    archived: boolean;
    budget: string;
    budget_used: string;
  }>(sql`
    SELECT p.id, p.name, p.project_code, c.name AS client_name, p.status, p.archived,
           p.budget::text AS budget, p.budget_used::text AS budget_used
    FROM projects p
    LEFT JOIN clients c ON c.id = p.client_id
    WHERE NOT p.is_template
    ORDER BY lower(p.name), p.id`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    projectCode: row.project_code,
    clientName: row.client_name,
    status: row.status,
    archived: row.archived,
    budget: Number(row.budget),
    budgetUsed: Number(row.budget_used),
  }));
}

/**
 * The day entries of the Approved sheets of the week ending `endDate` (F-033), one statement through
 * timesheets_end_date_status_idx then the entries by sheet: person, deliverable, project and client with
 * their accounting names, the hours and the task's comment. Ordered by person, then line and day.
 */
export async function findApprovedWeekEntries(db: DbOrTx, endDate: IsoDate): Promise<AccountingLine[]> {
  const result = await db.execute<{
    user_id: string;
    employee_name: string;
    payroll_item: string | null;
    deliverable_id: string;
    milestone: string | null;
    deliverable: string;
    client_name: string | null;
    customer_name: string | null;
    project_name: string;
    job_name: string | null;
    hours: string;
    comment: string | null;
  }>(sql`
    SELECT ts.user_id,
           coalesce(nullif(trim(u.quickbooks_employee_name), ''), u.first_name || ' ' || u.last_name)
             AS employee_name,
           u.quickbooks_payroll_item AS payroll_item, e.deliverable_id, m.name AS milestone,
           d.name AS deliverable, c.name AS client_name, c.quickbooks_customer_name AS customer_name,
           p.name AS project_name, p.job_name, e.hours::text AS hours, e.comment
    FROM timesheets ts
    JOIN users u ON u.id = ts.user_id
    JOIN timesheet_entries e ON e.timesheet_id = ts.id
    JOIN timesheet_line_items li ON li.id = e.line_item_id
    JOIN projects p ON p.id = e.project_id
    LEFT JOIN clients c ON c.id = p.client_id
    JOIN deliverables d ON d.id = e.deliverable_id
    LEFT JOIN milestones m ON m.id = d.milestone_id
    WHERE ts.end_date = ${endDate}::date AND ts.status = 'Approved'
    ORDER BY lower(u.last_name), lower(u.first_name), ts.user_id, li.position, li.id, e.date`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    employeeName: row.employee_name,
    payrollItem: row.payroll_item,
    deliverableId: row.deliverable_id,
    milestone: row.milestone ?? '',
    deliverable: row.deliverable,
    clientName: row.client_name,
    customerName: row.customer_name,
    projectName: row.project_name,
    jobName: row.job_name,
    endDate,
    hours: Number(row.hours),
    comment: row.comment,
  }));
}
