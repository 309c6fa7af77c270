import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSheet } from '../../../../test/factories/index.ts';
import { startTestApp, type TestApp, type TestBrowser } from '../../../../test/harness.ts';
import {
  call,
  ignoreErrorsOfClosingConnections,
  setConfiguration,
  type World,
} from '../../timesheets/timesheets.fixtures.ts';
import { buildProjectWorld, type ProjectActor } from '../projects.fixtures.ts';

const FIELDS = `_id projectId milestoneName deliverableName budget budgetPercent rate blendedRate budgetedHours
  totalBudgetedHours totalApprovedHours totalCost costExplanation budgetStatus status startDate disabled
  includeInAllProjects hasAssignedResources accountingCode accountingCodeSuffix
  assignedResources { resourceId budgetedHours resource { _id name email user { firstName lastName } } }`;

interface Row {
  _id: string;
  milestoneName: string | null;
  deliverableName: string;
  budget: number;
  budgetPercent: number | null;
  totalApprovedHours: number | null;
  totalCost: number | null;
  costExplanation: string | null;
  budgetStatus: string | null;
  status: string;
  startDate: string | null;
  includeInAllProjects: boolean;
  totalBudgetedHours: number;
  hasAssignedResources: boolean;
  assignedResources: { resourceId: string; budgetedHours: number; resource: { email: string } }[];
}

const LIST = `query($id: ID!, $withHours: Boolean, $ids: [ID!]) { projectManagement { project(projectId: $id) {
  deliverables(withHours: $withHours, deliverableIds: $ids) { ${FIELDS} } } } }`;
const ADD = `mutation($projectId: ID!, $milestoneName: String, $deliverableName: String, $budget: Float,
  $budgetPercent: Float, $budgetedHours: Float) { addDeliverable(projectId: $projectId, milestoneName: $milestoneName,
  deliverableName: $deliverableName, budget: $budget, budgetPercent: $budgetPercent, budgetedHours: $budgetedHours) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $budget: Float, $budgetPercent: Float, $status: String, $startDate: String,
  $deliverableName: String, $rate: Float) { updateDeliverable(id: $id, budget: $budget, budgetPercent: $budgetPercent,
  status: $status, startDate: $startDate, deliverableName: $deliverableName, rate: $rate) { ${FIELDS} } }`;
const MILESTONE = `mutation($projectId: ID!, $milestoneName: String!, $budget: Float, $budgetPercent: Float) {
  saveMilestoneBudget(projectId: $projectId, milestoneName: $milestoneName, budget: $budget, budgetPercent: $budgetPercent) { ${FIELDS} } }`;
const REMOVE = 'mutation($id: ID!) { removeDeliverable(deliverableId: $id) }';
const ASSIGN = `mutation($id: ID!, $resourceId: ID!, $hours: Float) { addDeliverableResource(deliverableId: $id,
  input: { resourceId: $resourceId, budgetedHours: $hours }) { ${FIELDS} } }`;
const REASSIGN = `mutation($id: ID!, $resourceId: ID!, $hours: Float) { updateDeliverableResource(deliverableId: $id,
  input: { resourceId: $resourceId, budgetedHours: $hours }) { ${FIELDS} } }`;
const UNASSIGN = `mutation($id: ID!, $resourceId: ID!) { removeDeliverableResource(deliverableId: $id, resourceId: $resourceId) { ${FIELDS} } }`;
const RESOURCES = `query($id: ID!) { projectManagement { getResourcesByDeliverableId(deliverableId: $id) {
  resourceId budgetedHours resource { email } } } }`;
const BY_PROJECT = `query($id: ID!) { projectManagement { getProjectDeliverablesByProjectId(projectId: $id) {
  deductExpenses deliverables { _id deliverableName totalApprovedHours totalCost } } } }`;

async function approvedSheet(
  db: Db,
  world: World,
  deliverableId: string,
  hours: string,
  status = 'Approved',
) {
  await createSheet(db, {
    userId: world.ids.employee,
    startDate: '2026-01-05',
    status: status as 'Approved',
    lines: [{ projectId: world.project, deliverableId, days: [{ date: '2026-01-05', hours }] }],
  });
}

describe.each(testDatabases())('deliverables on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<ProjectActor, TestBrowser>;
  let employeeResource: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    ({ world, as } = await buildProjectWorld(db, app));
    const [resource] = await db
      .select({ id: schema.projectResources.id })
      .from(schema.projectResources)
      .where(eq(schema.projectResources.email, 'employee@example.com'));
    employeeResource = resource!.id;
    await db.update(schema.projects).set({ budget: '10000' }).where(eq(schema.projects.id, world.project));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });
  beforeEach(async () => {
    await db.delete(schema.timesheets);
    await setConfiguration(db, 'netsuite-enabled', null);
    await setConfiguration(db, 'netsuite-url', null);
  });

  const list = async (actor: ProjectActor = 'manager', variables: Record<string, unknown> = {}) => {
    const { data, error } = await call<{ project: { deliverables: Row[] } }>(as[actor], LIST, {
      id: world.project,
      ...variables,
    });
    expect(error).toBeUndefined();
    return data!.project.deliverables;
  };

  it('lists deliverables in milestone order to readers, with shared deliverables', async () => {
    const rows = await list('employee');
    expect(rows.map((row) => `${row.milestoneName}/${row.deliverableName}`)).toEqual([
      'Build/Design',
      'Build/Code',
      'Build/Old',
      'Misc/Travel',
    ]);
    expect(rows.find((row) => row.deliverableName === 'Travel')?.includeInAllProjects).toBe(true);
  });

  it('adds a deliverable under a new category, requiring both names; readers and locked editing are refused', async () => {
    const missing = await call(as.manager, ADD, {
      projectId: world.project,
      milestoneName: ' ',
      deliverableName: '',
    });
    expect(missing.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(missing.error?.extensions?.fields).toEqual({
      milestoneName: 'Required',
      deliverableName: 'Required',
    });

    const employee = await call(as.employee, ADD, {
      projectId: world.project,
      milestoneName: 'Launch',
      deliverableName: 'Go live',
    });
    expect(employee.error?.extensions?.code).toBe('FORBIDDEN');

    await setConfiguration(db, 'netsuite-enabled', 'true');
    const locked = await call(as.manager, ADD, {
      projectId: world.project,
      milestoneName: 'Launch',
      deliverableName: 'Go live',
    });
    expect(locked.error?.extensions?.code).toBe('CONFLICT');
    await setConfiguration(db, 'netsuite-enabled', null);

    const added = await call<Row>(as.manager, ADD, {
      projectId: world.project,
      milestoneName: 'Launch',
      deliverableName: 'Go live',
      budgetPercent: 25,
      budgetedHours: 40,
    });
    expect(added.error).toBeUndefined();
    expect(added.data).toMatchObject({ milestoneName: 'Launch', budgetPercent: 25, totalApprovedHours: 0 });
    const negative = await call(as.manager, ADD, {
      projectId: world.project,
      milestoneName: 'Launch',
      deliverableName: 'Train',
      budget: -5,
    });
    expect(negative.error?.extensions?.fields).toEqual({ budget: 'Provide a positive value' });
    const duplicate = await call(as.manager, ADD, {
      projectId: world.project,
      milestoneName: 'Launch',
      deliverableName: 'go live',
    });
    expect(duplicate.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await list()).map((row) => row.deliverableName)).toContain('Go live');
    await call(as.manager, REMOVE, { id: added.data!._id });
  });

  it('keeps the milestone budget on the row named like the milestone and disables child budgets', async () => {
    const saved = await call<Row>(as.manager, MILESTONE, {
      projectId: world.project,
      milestoneName: 'Build',
      budget: 5000,
    });
    expect(saved.error).toBeUndefined();
    expect(saved.data).toMatchObject({ deliverableName: 'Build', milestoneName: 'Build', budget: 5000 });
    const child = await call(as.manager, UPDATE, { id: world.deliverables.design, budget: 100 });
    expect(child.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(child.error?.message).toBe(
      'The milestone has a budget: budgets of its deliverables are disabled.',
    );
    const rows = await list();
    expect(rows[0]?.deliverableName).toBe('Build');

    const cleared = await call<Row | null>(as.manager, MILESTONE, {
      projectId: world.project,
      milestoneName: 'Build',
      budget: null,
      budgetPercent: null,
    });
    expect(cleared.error).toBeUndefined();
    expect(cleared.data).toBeNull();
    expect((await list()).map((row) => row.deliverableName)).not.toContain('Build');
    const childNow = await call<Row>(as.manager, UPDATE, { id: world.deliverables.design, budget: 100 });
    expect(childNow.data?.budget).toBe(100);
    await call(as.manager, UPDATE, { id: world.deliverables.design, budget: 0 });
  });

  it('validates status and, with the integration enabled, requires a start date (allowed while locked)', async () => {
    const bad = await call(as.manager, UPDATE, { id: world.deliverables.code, status: 'Done' });
    expect(bad.error?.extensions?.fields).toEqual({
      status: 'Status must be Not Started, In Progress or Completed',
    });
    await setConfiguration(db, 'netsuite-enabled', 'true');
    const noStart = await call(as.manager, UPDATE, { id: world.deliverables.code, status: 'In Progress' });
    expect(noStart.error?.extensions?.fields).toEqual({ startDate: 'Start Date is required' });
    const ok = await call<Row>(as.manager, UPDATE, {
      id: world.deliverables.code,
      status: 'In Progress',
      startDate: '20260105',
    });
    expect(ok.error).toBeUndefined();
    expect(ok.data).toMatchObject({ status: 'In Progress', startDate: '20260105' });
    const reader = await call(as.finance, UPDATE, { id: world.deliverables.code, status: 'Completed' });
    expect(reader.error?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets finance keep the BU Code and IS Code, and nothing else (M-084)', async () => {
    const CODES = `mutation($id: ID!, $code: String, $suffix: String, $budget: Float) {
      updateDeliverable(id: $id, accountingCode: $code, accountingCodeSuffix: $suffix, budget: $budget) {
        _id accountingCode accountingCodeSuffix } }`;
    const finance = await call<{ accountingCode: string; accountingCodeSuffix: string }>(as.finance, CODES, {
      id: world.deliverables.code,
      code: 'BU-7',
      suffix: 'IS-2',
    });
    expect(finance.error).toBeUndefined();
    expect(finance.data).toMatchObject({ accountingCode: 'BU-7', accountingCodeSuffix: 'IS-2' });
    const withBudget = await call(as.finance, CODES, {
      id: world.deliverables.code,
      code: 'BU-8',
      budget: 5,
    });
    expect(withBudget.error?.extensions?.code).toBe('FORBIDDEN');
    const employee = await call(as.employee, CODES, { id: world.deliverables.code, code: 'BU-9' });
    expect(employee.error?.extensions?.code).toBe('FORBIDDEN');
  });

  it('computes hours, cost, budget status and the cost explanation from approved sheets only', async () => {
    await db
      .update(schema.deliverables)
      .set({ rate: '100', budget: '500' })
      .where(eq(schema.deliverables.id, world.deliverables.design));
    await approvedSheet(db, world, world.deliverables.design, '6');
    const rows = await list('manager', { ids: [world.deliverables.design] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      totalApprovedHours: 6,
      totalCost: 600,
      budgetStatus: 'Overbudget',
      costExplanation: 'Erin Employee: 6 h × $100 (deliverable rate) = $600',
    });
    const without = await list('manager', { withHours: false });
    expect(without.every((row) => row.totalApprovedHours === null && row.totalCost === null)).toBe(true);
    const byProject = await call<{
      getProjectDeliverablesByProjectId: { deductExpenses: boolean; deliverables: Row[] };
    }>(as.finance, BY_PROJECT, {
      id: world.project,
    });
    expect(
      byProject.data?.getProjectDeliverablesByProjectId.deliverables.find(
        (row) => row.deliverableName === 'Design',
      )?.totalCost,
    ).toBe(600);

    const blocked = await call(as.manager, REMOVE, { id: world.deliverables.design });
    expect(blocked.error?.extensions?.code).toBe('CONFLICT');
    expect(blocked.error?.message).toBe(
      'Cannot delete deliverable. Approved hours have already been submitted to it.',
    );
    await db
      .update(schema.deliverables)
      .set({ rate: null, budget: '0' })
      .where(eq(schema.deliverables.id, world.deliverables.design));
  });

  it('refuses deleting a deliverable still on a timesheet, and shared deliverables, and deletes otherwise', async () => {
    await approvedSheet(db, world, world.deliverables.code, '2', 'Submitted-Pending');
    const pending = await call(as.manager, REMOVE, { id: world.deliverables.code });
    expect(pending.error?.message).toMatch(/not approved yet/);
    const shared = await call(as.admin, REMOVE, { id: world.deliverables.travel });
    expect(shared.error?.extensions?.code).toBe('CONFLICT');
    const added = await call<Row>(as.manager, ADD, {
      projectId: world.project,
      milestoneName: 'Temp',
      deliverableName: 'Scratch',
    });
    const removed = await call(as.manager, REMOVE, { id: added.data!._id });
    expect(removed.error).toBeUndefined();
    const milestones = await db.select().from(schema.milestones).where(eq(schema.milestones.name, 'Temp'));
    expect(milestones).toHaveLength(0);
  });

  it('assigns resources of the same project with hours in steps of 0.25', async () => {
    const id = world.deliverables.code;
    const stray = await call(as.manager, ASSIGN, { id, resourceId: '00000000-0000-4000-8000-000000000000' });
    expect(stray.error?.extensions?.fields).toEqual({ resourceId: 'The resource is not on this project' });
    const step = await call(as.manager, ASSIGN, { id, resourceId: employeeResource, hours: 1.3 });
    expect(step.error?.extensions?.fields).toEqual({ budgetedHours: 'Hours must be in steps of 0.25' });

    const added = await call<Row>(as.manager, ASSIGN, { id, resourceId: employeeResource, hours: null });
    expect(added.error).toBeUndefined();
    expect(added.data?.assignedResources).toEqual([
      expect.objectContaining({ resourceId: employeeResource, budgetedHours: 0 }),
    ]);
    const updated = await call<Row>(as.manager, REASSIGN, { id, resourceId: employeeResource, hours: 12.75 });
    expect(updated.data).toMatchObject({ totalBudgetedHours: 12.75, hasAssignedResources: true });
    const read = await call<{ getResourcesByDeliverableId: unknown[] }>(as.employee, RESOURCES, { id });
    expect(read.data?.getResourcesByDeliverableId).toEqual([
      { resourceId: employeeResource, budgetedHours: 12.75, resource: { email: 'employee@example.com' } },
    ]);

    await setConfiguration(db, 'netsuite-url', 'https://accounting.example.com');
    await call(as.manager, UNASSIGN, { id, resourceId: employeeResource });
    const hidden = await call(as.manager, ASSIGN, { id, resourceId: employeeResource, hours: 1 });
    expect(hidden.error?.extensions?.code).toBe('CONFLICT');
    const employee = await call(as.employee, UNASSIGN, { id, resourceId: employeeResource });
    expect(employee.error?.extensions?.code).toBe('FORBIDDEN');
  });
});
