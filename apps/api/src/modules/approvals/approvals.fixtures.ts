import type { Db } from '@tally/db';
import { addDays } from '@tally/domain/shared/dates';
import { createResource, createUser, type ResourceInput } from '../../../test/factories/index.ts';
import type { TestApp, TestBrowser } from '../../../test/harness.ts';
import { notificationsSettled } from '../../jobs/background-tasks.ts';
import { call, compact, SHEET, type Sheet, type World } from '../timesheets/timesheets.fixtures.ts';

/** Approvals tests reuse the timesheet test world (employee: main approver pm@, backup admin@). */

export const APPROVAL_SHEET = `${SHEET} approvedDate approverRole canApprove { allowed reason }
  canCancelAsApprover { allowed reason }`;

export type ApprovalSheet = Sheet & {
  approvedDate: string | null;
  approverRole: 'main' | 'backup' | null;
  canApprove: { allowed: boolean; reason: string | null };
  canCancelAsApprover: { allowed: boolean; reason: string | null };
};

export const APPROVE = `mutation($id: ID!) { approveTimesheetLineItems(timesheetId: $id) { ${APPROVAL_SHEET} } }`;
export const DECLINE = `mutation($id: ID!, $comments: String) {
  declineTimesheetLineItems(timesheetId: $id, comments: $comments) { ${APPROVAL_SHEET} } }`;
export const APPROVAL_QUERY = `query($id: ID!) { projectManagement { timesheet(timesheetId: $id) { ${APPROVAL_SHEET} } } }`;
export const CANCEL = `mutation($id: ID!, $comments: String) {
  cancelTimesheet(timesheetId: $id, comments: $comments) { ${APPROVAL_SHEET} } }`;

const CREATE = `mutation($endDate: String!) { createTimesheet(endDate: $endDate) { _id } }`;
const ADD_HOURS = `mutation($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date) { _id } }`;
const SUBMIT = `mutation($id: ID!) { submitTimesheet(timesheetId: $id) { _id status } }`;

/** Lee Lead (lead@example.com), in the Internal project's team as a Project Manager unless `resource` says. */
export async function addLead(
  db: Db,
  world: World,
  resource: Partial<Omit<ResourceInput, 'projectId' | 'email'>> = {},
): Promise<string> {
  const lead = await createUser(db, { email: 'lead@example.com', firstName: 'Lee', lastName: 'Lead' });
  await createResource(db, {
    projectId: world.internal,
    userId: lead,
    email: 'lead@example.com',
    role: 'Project Manager',
    startDate: '2020-01-01',
    ...resource,
  });
  return lead;
}

/** A submitted sheet of the employee: 8 h on Apollo/Design Mon-Fri and 1 h of Internal/Admin on Monday. */
export async function submittedSheet(
  employee: TestBrowser,
  world: World,
  weekEnd = world.weekEnd,
): Promise<string> {
  const sheet = await call<{ _id: string }>(employee, CREATE, { endDate: compact(weekEnd) });
  if (!sheet.data) throw new Error(`create failed: ${sheet.error?.message}`);
  const timesheetId = sheet.data._id;
  const add = (projectId: string, deliverableId: string, hours: number, day: number) =>
    call(employee, ADD_HOURS, {
      timesheetId,
      projectId,
      deliverableId,
      hours,
      date: compact(addDays(weekEnd, day - 6)),
    });
  for (const day of [0, 1, 2, 3, 4]) await add(world.project, world.deliverables.design, 8, day);
  await add(world.internal, world.deliverables.admin, 1, 0);
  const submitted = await call<{ status: string }>(employee, SUBMIT, { id: timesheetId });
  if (submitted.data?.status !== 'Submitted-Pending')
    throw new Error(`submit failed: ${submitted.error?.message}`);
  return timesheetId;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The outbox's .eml files as to/subject/text (quoted-printable soft breaks undone). */
export async function readMails(app: TestApp): Promise<Mail[]> {
  // Submit and decision mails go out after the answer (the outbox drain): wait for the drains already started.
  await notificationsSettled();
  return (await app.mails()).map((raw) => {
    const [folded = '', ...body] = raw.split(/\r?\n\r?\n/);
    const head = folded.replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '';
    const text = body
      .join('\n\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return { to: header('To'), subject: header('Subject'), text };
  });
}

export type { Db };
