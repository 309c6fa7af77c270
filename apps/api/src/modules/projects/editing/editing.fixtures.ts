import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { createDeliverable, createProject, createSheet } from '../../../../test/factories/index.ts';
import { describeWithProjectWorld, type ProjectWorld } from '../projects.fixtures.ts';

// The project editing tests' documents, the project shape they read back, and their world.

export const FIELDS = `_id name description status budget archived sectors startDate syncedAt sourceId
  client { _id name } endClient { _id name shortName }
  roles { _id name rate }
  resources { _id name email role startDate endDate note inactive budgetedHours allowProjectManagement timesheetApprover user { _id } }`;

export const UPDATE = `mutation($id: ID!, $name: String, $budget: Float, $status: String, $startDate: String, $sectors: [String!], $description: String) {
  updateProject(projectId: $id, name: $name, budget: $budget, status: $status, startDate: $startDate, sectors: $sectors, description: $description) { ${FIELDS} } }`;
export const ARCHIVE = `mutation($id: ID!, $archived: Boolean!) { archiveProject(projectId: $id, archived: $archived) { _id archived } }`;
export const DELETE = `mutation($id: ID!) { deleteProject(projectId: $id) }`;
export const CLONE = `mutation($id: ID!) { cloneProject(projectId: $id) { ${FIELDS} } }`;
export const SYNC = `mutation($id: ID!) { manualProjectSync(projectId: $id) { _id syncedAt } }`;
export const END_CLIENT = `mutation($id: ID!, $clientName: String, $clientShortName: String) {
  addEndClient(projectId: $id, clientName: $clientName, clientShortName: $clientShortName) { ${FIELDS} } }`;
export const ADD_ROLE = `mutation($id: ID!, $name: String, $rate: Float) { addProjectRole(projectId: $id, name: $name, rate: $rate) { ${FIELDS} } }`;
export const UPDATE_ROLE = `mutation($id: ID!, $roleId: ID!, $name: String, $rate: Float) {
  updateProjectRole(projectId: $id, indexId: $roleId, name: $name, rate: $rate) { ${FIELDS} } }`;
export const REMOVE_ROLE = `mutation($id: ID!, $roleId: ID!) { removeProjectRole(projectId: $id, indexId: $roleId) { ${FIELDS} } }`;
export const ADD_RESOURCE = `mutation($id: ID!, $name: String, $email: String, $startDate: String, $endDate: String, $role: String, $budgetedHours: Float, $timesheetApprover: Boolean) {
  addResource(projectId: $id, name: $name, email: $email, startDate: $startDate, endDate: $endDate, role: $role, budgetedHours: $budgetedHours, timesheetApprover: $timesheetApprover) { ${FIELDS} } }`;
export const UPDATE_RESOURCE = `mutation($rid: ID!, $name: String, $email: String, $startDate: String, $endDate: String, $note: String, $inactive: Boolean) {
  updateResource(id: $rid, name: $name, email: $email, startDate: $startDate, endDate: $endDate, note: $note, inactive: $inactive) { ${FIELDS} } }`;
export const REMOVE_RESOURCE = `mutation($rid: ID!) { removeResource(id: $rid) { ${FIELDS} } }`;
export const HOURS = `query($id: ID!, $userId: ID!) { projectManagement { projectResourceHours(projectId: $id, userId: $userId) { budgetedHours totalApprovedHours } } }`;
export const USERS = `query($id: ID!, $search: String) { projectManagement { assignableUsers(projectId: $id, search: $search) { _id name email title } } }`;

export interface Project {
  _id: string;
  name: string;
  description: string | null;
  status: string | null;
  budget: number;
  archived: boolean;
  sectors: string[];
  startDate: string | null;
  syncedAt: string | null;
  sourceId: string | null;
  endClient: { name: string; shortName: string } | null;
  roles: { _id: string; name: string; rate: number }[];
  resources: {
    _id: string;
    name: string;
    email: string;
    role: string | null;
    startDate: string;
    endDate: string | null;
    note: string | null;
    inactive: boolean;
    budgetedHours: number | null;
    user: { _id: string } | null;
  }[];
}

/**
 * describeWithProjectWorld with pm allowed to manage Apollo from its team (employee is a plain member).
 * `body` gets the world and helpers to add a project and approved hours on it.
 */
export function describeProjectEditing(title: string, body: (t: ProjectWorld, make: ProjectMaker) => void) {
  describeWithProjectWorld(title, (t) => {
    beforeAll(async () => {
      // pm is a resource allowed to manage Apollo; employee is a plain resource.
      await t.db
        .update(schema.projectResources)
        .set({ allowProjectManagement: true })
        .where(eq(schema.projectResources.userId, t.world.ids.pm));
    }, 60_000);
    body(t, projectMaker(t));
  });
}

export interface ProjectMaker {
  /** A new project In Progress with the given columns; answers its id. */
  freshProject(name: string, extra?: Partial<typeof schema.projects.$inferInsert>): Promise<string>;
  /** An approved sheet of `userId` (a week of its own each time) with `hours` on a new deliverable of the project. */
  approveHours(projectId: string, userId: string, hours: string): Promise<void>;
}

function projectMaker(t: ProjectWorld): ProjectMaker {
  async function freshProject(name: string, extra: Partial<typeof schema.projects.$inferInsert> = {}) {
    return createProject(t.db, { name, status: 'In Progress', ...extra });
  }

  let week = 0;
  async function approveHours(projectId: string, userId: string, hours: string) {
    week += 1;
    const start = new Date(Date.UTC(2023, 0, 2 + 7 * week));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const sheet = { userId, startDate: iso(start), status: 'Approved' as const };
    const deliverableId = await createDeliverable(t.db, { projectId, name: 'Work' });
    await createSheet(t.db, { ...sheet, lines: [{ projectId, deliverableId, days: [{ day: 0, hours }] }] });
  }

  return { freshProject, approveHours };
}
