import type { ObjectRef } from '@pothos/core';
import type { schema } from '@tally/db';
import type { Builder } from '../../graphql/builder.ts';
import { refreshStaleBudgetUsed } from '../budget-tool/budget-used.service.ts';
import type { ProjectRecord } from './project.access.ts';
import type { ClientRow } from './project.queries.ts';

type Types = Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type RoleRow = typeof schema.projectRoles.$inferSelect;
export type ResourceRow = typeof schema.projectResources.$inferSelect;
/** A resource with the account its e-mail matches, when there is one. */
export interface ResourceRecord {
  resource: ResourceRow;
  user: {
    id: string;
    firstName: string;
    lastName: string;
    title: string | null;
    imageUrl: string | null;
  } | null;
  /** Approved hours of the person on the project (M-058, M-067). */
  totalApprovedHours: number;
}

export interface ProjectTypes {
  Project: ObjectRef<Types, ProjectRecord>;
  Client: ObjectRef<Types, ClientRow>;
  ProjectRole: ObjectRef<Types, RoleRow>;
  Resource: ObjectRef<Types, ResourceRecord>;
}

const cache = new WeakMap<Builder, ProjectTypes>();

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * The Project type and its parts, one set per builder. Areas add their fields with builder.objectFields
 * (deliverables, expenses, financials, documents, timesheets...), each in its own file.
 */
export function projectTypes(builder: Builder): ProjectTypes {
  const existing = cache.get(builder);
  if (existing) return existing;

  const Client = builder.objectRef<ClientRow>('Client').implement({
    description: 'A customer of the firm.',
    fields: (t) => ({
      _id: t.exposeID('id'),
      name: t.exposeString('name'),
      shortName: t.exposeString('shortName'),
    }),
  });

  const ProjectRole = builder.objectRef<RoleRow>('ProjectRole').implement({
    description: 'A role on a project with its hourly rate (0 allowed).',
    fields: (t) => ({
      _id: t.exposeID('id'),
      name: t.exposeString('name'),
      rate: t.float({ resolve: (role) => Number(role.rate) }),
    }),
  });

  const ResourceUser = builder.objectRef<NonNullable<ResourceRecord['user']>>('ResourceUser').implement({
    fields: (t) => ({
      _id: t.exposeID('id'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      title: t.exposeString('title', { nullable: true }),
      imageUrl: t.exposeString('imageUrl', { nullable: true }),
    }),
  });

  const Resource = builder.objectRef<ResourceRecord>('Resource').implement({
    description: 'A person booked on a project (its team).',
    fields: (t) => ({
      _id: t.id({ resolve: (r) => r.resource.id }),
      user: t.field({ type: ResourceUser, nullable: true, resolve: (r) => r.user }),
      email: t.string({ resolve: (r) => r.resource.email }),
      name: t.string({
        nullable: true,
        resolve: (r) => r.resource.name ?? (r.user ? `${r.user.firstName} ${r.user.lastName}` : null),
      }),
      role: t.string({ nullable: true, resolve: (r) => r.resource.role }),
      rate: t.float({ nullable: true, resolve: (r) => num(r.resource.rate) }),
      startDate: t.string({
        description: 'YYYYMMDD',
        resolve: (r) => r.resource.startDate.replaceAll('-', ''),
      }),
      endDate: t.string({
        nullable: true,
        description: 'YYYYMMDD',
        resolve: (r) => r.resource.endDate?.replaceAll('-', '') ?? null,
      }),
      allowProjectManagement: t.boolean({ resolve: (r) => r.resource.allowProjectManagement }),
      timesheetApprover: t.boolean({ resolve: (r) => r.resource.timesheetApprover }),
      inactive: t.boolean({ resolve: (r) => r.resource.inactive }),
      note: t.string({ nullable: true, resolve: (r) => r.resource.note }),
      allocation: t.float({ nullable: true, resolve: (r) => num(r.resource.allocation) }),
      budgetedHours: t.float({ nullable: true, resolve: (r) => num(r.resource.budgetedHours) }),
      totalApprovedHours: t.float({ resolve: (r) => r.totalApprovedHours }),
      sourceId: t.string({ nullable: true, resolve: (r) => r.resource.sourceId }),
    }),
  });

  const Project = builder.objectRef<ProjectRecord>('Project').implement({
    description: 'A client engagement with its budget, team and deliverables.',
    fields: (t) => ({
      _id: t.id({ resolve: (r) => r.project.id }),
      name: t.string({ resolve: (r) => r.project.name }),
      description: t.string({ nullable: true, resolve: (r) => r.project.description }),
      projectCode: t.string({ nullable: true, resolve: (r) => r.project.projectCode }),
      accountingCode: t.string({ nullable: true, resolve: (r) => r.project.accountingCode }),
      accountingCodeSuffix: t.string({ nullable: true, resolve: (r) => r.project.accountingCodeSuffix }),
      ownerId: t.id({ nullable: true, resolve: (r) => r.project.ownerId }),
      status: t.string({ nullable: true, resolve: (r) => r.project.status }),
      sectors: t.stringList({ resolve: (r) => r.project.sectors }),
      budget: t.float({ resolve: (r) => Number(r.project.budget) }),
      proposedBudget: t.float({ nullable: true, resolve: (r) => num(r.project.proposedBudget) }),
      budgetUsed: t.float({
        description:
          'Fraction of the budget consumed (1 = 100 %), current: recomputed when approved hours, rates, the ' +
          'budget or expenses changed since it was last computed.',
        resolve: async (r, _args, context) => {
          if (r.project.budgetUsedChanges <= r.project.budgetUsedComputed)
            return Number(r.project.budgetUsed);
          const [fresh] = await refreshStaleBudgetUsed(context.deps.db, [r.project.id]);
          return fresh?.budgetUsed ?? Number(r.project.budgetUsed);
        },
      }),
      deductExpenses: t.boolean({ resolve: (r) => r.project.deductExpenses }),
      totalBilledAmount: t.float({
        nullable: true,
        description: 'Amount billed to the client so far (updateProject); null when never set.',
        resolve: (r) => num(r.project.totalBilledAmount),
      }),
      classification: t.string({ nullable: true, resolve: (r) => r.project.classification }),
      jobName: t.string({ nullable: true, resolve: (r) => r.project.jobName }),
      globallyVisible: t.boolean({ resolve: (r) => r.project.globallyVisible }),
      complete: t.boolean({ resolve: (r) => r.project.complete }),
      archived: t.boolean({ resolve: (r) => r.project.archived }),
      isTemplate: t.boolean({ resolve: (r) => r.project.isTemplate }),
      startDate: t.string({
        nullable: true,
        description: 'YYYYMMDD',
        resolve: (r) => r.project.startDate?.replaceAll('-', '') ?? null,
      }),
      updatedAt: t.string({ description: 'ISO 8601', resolve: (r) => r.project.updatedAt.toISOString() }),
      syncedAt: t.string({ nullable: true, resolve: (r) => r.project.syncedAt?.toISOString() ?? null }),
      sourceId: t.string({
        nullable: true,
        description: 'integration.sourceId: the id in the accounting system.',
        resolve: (r) => r.project.sourceId,
      }),
      canManage: t.boolean({
        description: 'Whether the viewer may edit this project (server-enforced; the client mirrors it).',
        resolve: (r) => r.canManage,
      }),
    }),
  });

  const types = { Project, Client, ProjectRole, Resource };
  cache.set(builder, types);
  return types;
}
