import type { DbOrTx } from '../client.ts';
import {
  type DeliverableStatus,
  deliverableResources,
  deliverables,
  milestones,
  projectExpenses,
  projectResources,
  projectRoles,
  projects,
} from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { Random } from './random.ts';
import type { Bookable, PersonSeed, TimeOffTarget } from './types.ts';

export interface DeliverableSpec {
  name: string;
  budget?: number;
  budgetPercent?: number;
  rate?: number | null;
  status?: DeliverableStatus;
  /** Hours booked here are time off of this type. */
  timeOffType?: string;
  ignoreHoursInTotal?: boolean;
}

export interface ProjectSpec {
  project: Omit<typeof projects.$inferInsert, 'id'>;
  billable: boolean;
  roles: readonly { name: string; rate: number }[];
  milestones: readonly { name: string; deliverables: readonly DeliverableSpec[] }[];
  team: readonly { person: PersonSeed; role: string; manager?: boolean; budgetedHours?: number }[];
  expenses?: readonly { name: string; amount: number; date: string }[];
}

export interface SeededProjects {
  /** Per user id: the projects and deliverables the user is on the team of. */
  bookables: Map<string, Bookable[]>;
  /** Globally visible projects anyone may book. */
  shared: Bookable[];
  timeOff: TimeOffTarget[];
  /** Ids of the inserted projects, in the order of the specs. */
  projectIds: string[];
}

/** Inserts projects with roles, team, milestones, deliverables (with assigned hours) and expenses. */
export async function insertProjects(
  db: DbOrTx,
  random: Random,
  specs: readonly ProjectSpec[],
): Promise<SeededProjects> {
  const rows = buildProjectRows(random, specs);
  for (let start = 0; start < rows.projects.length; start += 500) {
    await db.insert(projects).values(rows.projects.slice(start, start + 500));
  }
  await bulkInsert(db, projectRoles, rows.roles);
  await bulkInsert(db, milestones, rows.milestones);
  await bulkInsert(db, deliverables, rows.deliverables);
  await bulkInsert(db, projectResources, rows.resources);
  await bulkInsert(db, deliverableResources, rows.assignments);
  await bulkInsert(db, projectExpenses, rows.expenses);
  return rows.seeded;
}

function buildProjectRows(random: Random, specs: readonly ProjectSpec[]) {
  const rows = {
    projects: [] as (typeof projects.$inferInsert)[],
    roles: [] as (typeof projectRoles.$inferInsert)[],
    milestones: [] as (typeof milestones.$inferInsert)[],
    deliverables: [] as (typeof deliverables.$inferInsert)[],
    resources: [] as (typeof projectResources.$inferInsert)[],
    assignments: [] as (typeof deliverableResources.$inferInsert)[],
    expenses: [] as (typeof projectExpenses.$inferInsert)[],
    seeded: { bookables: new Map(), shared: [], timeOff: [], projectIds: [] } as SeededProjects,
  };
  for (const spec of specs) {
    const projectId = random.uuid();
    rows.projects.push({ ...spec.project, id: projectId });
    rows.seeded.projectIds.push(projectId);
    for (const role of spec.roles)
      rows.roles.push({ projectId, name: role.name, rate: role.rate.toFixed(2) });
    const deliverableIds: string[] = [];
    let order = 0;
    spec.milestones.forEach((milestone, position) => {
      const milestoneId = random.uuid();
      rows.milestones.push({ id: milestoneId, projectId, name: milestone.name, position });
      for (const deliverable of milestone.deliverables) {
        const id = random.uuid();
        deliverableIds.push(id);
        rows.deliverables.push(deliverableRow(id, projectId, milestoneId, deliverable, order++));
        if (deliverable.timeOffType) {
          rows.seeded.timeOff.push({ projectId, deliverableId: id, timeOffType: deliverable.timeOffType });
        }
      }
    });
    const workDeliverables = deliverableIds.filter(
      (id) => !rows.seeded.timeOff.some((t) => t.deliverableId === id),
    );
    for (const member of spec.team) {
      const resourceId = random.uuid();
      const rate = spec.roles.find((role) => role.name === member.role)?.rate ?? member.person.defaultRate;
      rows.resources.push({
        id: resourceId,
        projectId,
        userId: member.person.id,
        email: member.person.email,
        name: `${member.person.firstName} ${member.person.lastName}`,
        role: member.role,
        rate: rate.toFixed(2),
        startDate: spec.project.startDate ?? '2024-01-01',
        endDate: null,
        allowProjectManagement: member.manager ?? false,
        timesheetApprover: member.manager ?? false,
        inactive: false,
        note: null,
        allocation: member.manager ? '25.00' : `${random.pick([50, 75, 100])}.00`,
        budgetedHours: (member.budgetedHours ?? random.int(8, 40) * 10).toFixed(2),
      });
      const mine = random.sample(workDeliverables, Math.min(workDeliverables.length, random.int(1, 3)));
      for (const deliverableId of mine) {
        rows.assignments.push({
          deliverableId,
          resourceId,
          budgetedHours: (random.int(4, 30) * 5).toFixed(2),
        });
      }
      if (workDeliverables.length > 0) {
        const list = rows.seeded.bookables.get(member.person.id) ?? [];
        list.push({ projectId, deliverableIds: mine, billable: spec.billable });
        rows.seeded.bookables.set(member.person.id, list);
      }
    }
    if (spec.project.globallyVisible && workDeliverables.length > 0) {
      rows.seeded.shared.push({ projectId, deliverableIds: workDeliverables, billable: spec.billable });
    }
    for (const expense of spec.expenses ?? []) {
      rows.expenses.push({
        projectId,
        name: expense.name,
        amount: expense.amount.toFixed(2),
        proposedAmount: null,
        comment: null,
        date: expense.date,
      });
    }
  }
  return rows;
}

function deliverableRow(
  id: string,
  projectId: string,
  milestoneId: string,
  spec: DeliverableSpec,
  position: number,
): typeof deliverables.$inferInsert {
  return {
    id,
    projectId,
    milestoneId,
    name: spec.name,
    accountingCode: null,
    accountingCodeSuffix: String(position + 1).padStart(2, '0'),
    budget: (spec.budget ?? 0).toFixed(2),
    budgetPercent: spec.budgetPercent === undefined ? null : spec.budgetPercent.toFixed(4),
    rate: spec.rate === undefined || spec.rate === null ? null : spec.rate.toFixed(2),
    includeInAllProjects: false,
    disabled: false,
    status: spec.status ?? 'In Progress',
    trackAgainstTimeOff: spec.timeOffType !== undefined,
    ignoreHoursInTotal: spec.ignoreHoursInTotal ?? false,
    position,
  };
}
