import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { ignoreErrorsOfClosingConnections, type TestDatabase } from '@tally/db/testing';
import { addDays, type IsoDate, isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { toWeekEnd } from '@tally/domain/timesheets/week';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  createApprovers,
  createClient,
  createDeliverable,
  createDeliverableResource,
  createMilestone,
  createResource,
  createUser,
  type UserInput,
} from '../../../test/factories/index.ts';
import { type GraphQLResponse, startTestApp, type TestApp, TestBrowser } from '../../../test/harness.ts';
import { invalidateConfigurationCache } from '../super-admin/index.ts';

/** Test world of the timesheet tests: a demo-like company with one project team, shared and time-off work. */

export const SHEET = `_id userId status totalHours billableHours startDate endDate isLocked canEdit
  user { _id firstName lastName }
  lineItems { _id lineItemIndex projectId deliverableId status totalHours isLocked
    project { name } deliverable { deliverableName milestoneName }
    monTask { _id hours date comment startTime } tueTask { _id hours date comment } wedTask { _id hours date }
    thuTask { _id hours } friTask { _id hours } satTask { _id hours } sunTask { _id hours } }
  week { key date hours tasks { _id hours } }
  approvalsRequired { status canApprove approvers { email name } projectId }
  timeline { type createdBy metadata }
  canSubmit { allowed reason warnings } canRecall { allowed reason } canCancel { allowed reason } canDelete { allowed reason }`;

/** createTimesheet for the signed-in person or, by finance and admin, for `$user`. */
export const CREATE_SHEET = `mutation($endDate: String!, $user: ID) { createTimesheet(endDate: $endDate, user: $user) { ${SHEET} } }`;
/** addHours with every argument (`$user` and `$startTime` may be left out). */
export const ADD_HOURS = `mutation($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!, $user: ID, $startTime: Float) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date, user: $user, startTime: $startTime) { ${SHEET} } }`;
/** addTimesheetLineItem of a project deliverable (`$user` when finance or admin add it for someone). */
export const ADD_LINE = `mutation($timesheetId: ID!, $deliverableId: ID!, $projectId: ID!, $user: ID) {
  addTimesheetLineItem(timesheetId: $timesheetId, deliverableId: $deliverableId, projectId: $projectId, user: $user) { ${SHEET} } }`;

export interface Sheet {
  _id: string;
  userId: string;
  status: string;
  totalHours: number;
  billableHours: number;
  startDate: string;
  endDate: string;
  canEdit: boolean;
  lineItems: {
    _id: string;
    lineItemIndex: number;
    projectId: string;
    deliverableId: string;
    status: string | null;
    totalHours: number;
    project: { name: string };
    deliverable: { deliverableName: string; milestoneName: string | null };
    monTask: {
      _id: string;
      hours: number;
      date: string;
      comment: string | null;
      startTime: number | null;
    } | null;
    [day: string]: unknown;
  }[];
  week: { key: string; date: string; hours: number; tasks: { _id: string; hours: number }[] }[];
  approvalsRequired: {
    status: string;
    canApprove: string[];
    approvers: { email: string; name: string | null }[];
    projectId: string;
  }[];
  timeline: { type: string; createdBy: string | null; metadata: Record<string, unknown> }[];
  canSubmit: { allowed: boolean; reason: string | null; warnings: string[] };
  canRecall: { allowed: boolean; reason: string | null };
  canCancel: { allowed: boolean; reason: string | null };
  canDelete: { allowed: boolean; reason: string | null };
}

export interface World {
  ids: Record<'employee' | 'pm' | 'admin' | 'finance' | 'other', string>;
  project: string;
  internal: string;
  hidden: string;
  deliverables: Record<'design' | 'code' | 'old' | 'pto' | 'travel' | 'admin', string>;
  /** This week's end (Sunday, the default week-end day) as YYYY-MM-DD and YYYYMMDD. */
  weekEnd: IsoDate;
  weekEndCompact: string;
  /** The Monday of this week. */
  monday: IsoDate;
}

export async function buildWorld(db: Db, app: TestApp): Promise<World> {
  const employee = await createUser(db, {
    email: 'employee@example.com',
    firstName: 'Erin',
    lastName: 'Employee',
  });
  const pm = await createUser(db, {
    email: 'pm@example.com',
    firstName: 'Pat',
    lastName: 'Manager',
    title: 'Project Manager',
  });
  const admin = await createUser(db, {
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    groups: ['admin'],
  });
  const finance = await createUser(db, {
    email: 'finance@example.com',
    firstName: 'Fin',
    groups: ['finance'],
  });
  const other = await createUser(db, { email: 'other@example.com', firstName: 'Otto', lastName: 'Other' });
  await db.update(schema.users).set({ employeeType: 'W-2' }).where(eq(schema.users.id, employee));
  await createApprovers(db, employee, ['pm@example.com', 'admin@example.com']);
  const client = await createClient(db, { name: 'Acme Corp', shortName: 'ACME' });
  const [project, internal, hidden] = await db
    .insert(schema.projects)
    .values([
      { name: 'Apollo', projectCode: 'APL', clientId: client, status: 'In Progress' },
      { name: 'Internal', classification: 'Overhead', globallyVisible: true },
      { name: 'Hidden', status: 'In Progress' },
    ])
    .returning();
  const build = await createMilestone(db, { projectId: project!.id, name: 'Build' });
  const timeOff = await createMilestone(db, { projectId: internal!.id, name: 'Time Off' });
  const misc = await createMilestone(db, { projectId: hidden!.id, name: 'Misc' });
  const deliverable = (projectId: string, milestoneId: string, name: string, extra = {}) =>
    createDeliverable(db, { projectId, milestoneId, name, ...extra });
  const design = await deliverable(project!.id, build, 'Design', { position: 0 });
  const code = await deliverable(project!.id, build, 'Code', { position: 1 });
  const old = await deliverable(project!.id, build, 'Old', { disabled: true, position: 2 });
  const pto = await deliverable(internal!.id, timeOff, 'PTO', { trackAgainstTimeOff: true });
  const travel = await deliverable(hidden!.id, misc, 'Travel', { includeInAllProjects: true });
  const adminWork = await deliverable(internal!.id, timeOff, 'Admin', { position: 1 });
  const apollo = { projectId: project!.id, startDate: '2020-01-01' };
  const employeeResource = await createResource(db, {
    ...apollo,
    userId: employee,
    email: 'employee@example.com',
    role: 'Consultant',
  });
  await createResource(db, {
    ...apollo,
    userId: pm,
    email: 'pm@example.com',
    role: 'Project Manager',
    timesheetApprover: true,
  });
  await createResource(db, {
    ...apollo,
    userId: other,
    email: 'other@example.com',
    role: 'Consultant',
    inactive: true,
  });
  await createDeliverableResource(db, {
    deliverableId: design,
    resourceId: employeeResource,
    budgetedHours: '40',
  });
  const weekEnd = toWeekEnd(isoDateOf(app.clock.now()), 0);
  return {
    ids: { employee, pm, admin, finance, other },
    project: project!.id,
    internal: internal!.id,
    hidden: hidden!.id,
    deliverables: { design, code, old, pto, travel, admin: adminWork },
    weekEnd,
    weekEndCompact: isoToCompact(weekEnd),
    monday: addDays(weekEnd, -6),
  };
}

export async function signedIn(app: TestApp, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app.baseUrl);
  const response = await browser.signIn(email, 'password123');
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return browser;
}

/** Signs in the given accounts of the world (name@example.com) in parallel. */
export async function signInAll<Name extends string>(
  app: TestApp,
  names: readonly Name[],
): Promise<Record<Name, TestBrowser>> {
  const browsers = await Promise.all(names.map((name) => signedIn(app, `${name}@example.com`)));
  return Object.fromEntries(names.map((name, index) => [name, browsers[index]!])) as Record<
    Name,
    TestBrowser
  >;
}

/** Runs a mutation or query answering one field and returns that field's value (or the first error). */
export async function call<T>(
  browser: TestBrowser,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{
  data: T | null;
  error: GraphQLResponse['errors'] extends (infer E)[] | undefined ? E | undefined : never;
}> {
  const response = await browser.graphql<Record<string, T>>(query, variables);
  const data = response.data ? (Object.values(response.data)[0] ?? null) : null;
  return { data, error: response.errors?.[0] };
}

export const compact = isoToCompact;

/** What a timesheet test works on: a fresh database, the app on it, the world and the named accounts. */
export interface TimesheetWorld<Name extends string> {
  app: TestApp;
  db: Db;
  world: World;
  as: Record<Name, TestBrowser>;
  /** Stops the app and closes (for PostgreSQL drops) the database. */
  close: () => Promise<void>;
}

export interface WorldOptions {
  /** The app's environment (startTestApp's `env`). */
  env?: Record<string, string>;
  /** More accounts, made after the world and before anyone signs in (HR_PERSON, VACCINE_REPORTER...). */
  users?: UserInput[];
  /** Runs after the world and the users are made, before anyone signs in (e.g. a project role to sign in with). */
  prepare?: (db: Db, world: World) => Promise<unknown>;
}

/** hr@example.com of the human-resources group. */
export const HR_PERSON: UserInput = {
  email: 'hr@example.com',
  firstName: 'Hana',
  lastName: 'Resources',
  groups: ['human-resources'],
};
/** hr@example.com of the vaccine-report group. */
export const VACCINE_REPORTER: UserInput = {
  email: 'hr@example.com',
  firstName: 'Hana',
  lastName: 'Report',
  groups: ['vaccine-report'],
};

/** Opens a fresh `database`, starts the app on it, builds the world and signs in the named accounts. */
export async function openTimesheetWorld<Name extends string>(
  database: TestDatabase,
  names: readonly Name[],
  options: WorldOptions = {},
): Promise<TimesheetWorld<Name>> {
  const { db, close } = await database.open();
  ignoreErrorsOfClosingConnections(db);
  const app = await startTestApp(db, options.env);
  const world = await buildWorld(db, app);
  for (const user of options.users ?? []) await createUser(db, user);
  await options.prepare?.(db, world);
  const as = await signInAll(app, names);
  const closeAll = async () => {
    await app.close();
    await close();
  };
  return { app, db, world, as, close: closeAll };
}

/**
 * The world of the calling describe's tests: opened (openTimesheetWorld) before them, closed after them. The
 * object answered is empty until its beforeAll has run: read its fields inside hooks and tests.
 */
export function useTimesheetWorld<Name extends string>(
  database: TestDatabase,
  names: readonly Name[],
  options: WorldOptions = {},
): TimesheetWorld<Name> {
  const opened = {} as TimesheetWorld<Name>;
  beforeAll(async () => {
    Object.assign(opened, await openTimesheetWorld(database, names, options));
  });
  afterAll(() => opened.close?.());
  return opened;
}

/** A sheet of `browser`'s person for this week with `hours` on Monday of Apollo's Design (the line added). */
export async function createSheetWithHours(
  browser: TestBrowser,
  world: World,
  hours: number,
): Promise<Sheet> {
  const sheet = (await call<Sheet>(browser, CREATE_SHEET, { endDate: world.weekEndCompact })).data!;
  const added = await call<Sheet>(browser, ADD_HOURS, {
    timesheetId: sheet._id,
    projectId: world.project,
    deliverableId: world.deliverables.design,
    hours,
    date: compact(world.monday),
  });
  return added.data!;
}

export { ignoreErrorsOfClosingConnections };

/** Deletes every sheet (tests start each scenario from an empty week). */
export async function clearTimesheets(db: Db): Promise<void> {
  await db.delete(schema.timesheets);
  // The mails of earlier tests' submits and decisions, so a test's outbox holds only its own.
  await db.delete(schema.mailOutbox);
  await db.delete(schema.timeOffTransactions);
  await db.delete(schema.configurations).where(eq(schema.configurations.key, 'netsuite-enabled'));
  invalidateConfigurationCache();
}

export { setConfiguration, setSubmitThreshold } from '../../../test/factories/index.ts';
