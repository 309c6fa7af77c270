/** One task day flattened with its sheet, person, project and deliverable (C-051). */
export type TaskDayRow = {
  id: string;
  timesheet_id: string;
  status: string;
  end_date: string;
  user_id: string;
  last_name: string;
  first_name: string;
  role: string | null;
  email: string | null;
  payroll_id: string | null;
  /** The person's details, for the daily snapshot and `<user.field>` tokens (C-055). */
  department: string | null;
  title: string | null;
  employee_type: string | null;
  /** The supervisor's 'First Last', null without one. */
  supervisor: string | null;
  client_name: string | null;
  project_id: string;
  project: string;
  project_code: string | null;
  /** The project's classification (F-021), e.g. Overhead. */
  classification: string | null;
  /** C-052: how many roles the project has. */
  roles: number;
  bu: string | null;
  milestone: string | null;
  deliverable_id: string;
  deliverable: string;
  approved_on: string | null;
  /** The e-mail addresses that may approve the sheet for this project, in step and approver order. */
  approvers: string[];
  date: string;
  hours: string;
  comment: string | null;
};

/** One task-day snapshot (C-051): the row of the daily snapshot. */
export interface TimesheetSnapshot extends Omit<TaskDayRow, 'hours'> {
  hours: number;
  /** hours × rate (C-024), for Approved sheets only (M-105); null otherwise. */
  totalCost: number | null;
  /** The rate that applies to the person on the deliverable (C-024), for Approved sheets only. */
  rate: number | null;
}
