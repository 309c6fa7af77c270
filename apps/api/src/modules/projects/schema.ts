import { mayReadAsFinance } from '@tally/domain/policies/finance';
import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { type GraphQLContext, requireViewer } from '../../graphql/context.ts';
import { requestLoader } from '../../graphql/loaders.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { namespaceTypeRule, policyRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { readableProject, readableProjects } from './access.ts';
import { currentBudgetUsed } from './budget-tool/use-cases/current-budget-used.ts';
import { findClients, findResourcesByProject, findRolesByProject } from './queries/project.ts';
import { loadProjectSettings } from './queries/settings.ts';
import type { ResourceRecord } from './records.ts';
import { registerTimesheetSnapshots } from './snapshots/index.ts';

/** Projects (spec part 2): the Project type's core relations and the project queries. */
export function registerProjects(builder: Builder, refs: SchemaRefs) {
  implementProjectTypes(builder, refs);
  registerProjectRelations(builder, refs);
  registerTimesheetSnapshots(builder, refs);

  const ProjectSettingsRef = builder
    .objectRef<Awaited<ReturnType<typeof loadProjectSettings>>>('ProjectSettings')
    .implement({
      description: 'Configuration the project screens mirror; the server enforces each rule itself.',
      fields: (t) => ({
        lockEditing: t.exposeBoolean('lockEditing', {
          description:
            'Projects are edited in the accounting system, so editing here is locked (configuration netsuite-enabled).',
        }),
        accountingUrlSet: t.exposeBoolean('accountingUrlSet', {
          description: 'The accounting system URL is configured (netsuite-url), so Refresh Data is offered.',
        }),
        resourceAssignments: t.exposeBoolean('resourceAssignments', {
          description:
            'Deliverables take resource assignments, budgeted hours per person (configuration resource-assignments).',
        }),
        allowDeductingExpenses: t.exposeBoolean('allowDeductingExpenses', {
          description:
            'Projects may count expenses in their budget used (configuration allow-deducting-expenses-from-project).',
        }),
        changeOrderPrefix: t.exposeString('changeOrderPrefix', {
          description: 'The prefix of change-order categories (configuration change-order-prefix), if set.',
          nullable: true,
        }),
      }),
    });

  builder.objectFields(refs.ProjectManagementQueries, (t) => ({
    project: t.field({
      ...signedInRule,
      type: refs.Project,
      description: 'One project for those who may read it (its managers, team, finance, senior management).',
      args: { projectId: t.arg.id({ description: 'The project.', required: true }) },
      resolve: (_marker, args, context) => {
        const input = parseInput(z.object({ projectId: id }), args);
        return readableProject(context.deps, requireViewer(context), input.projectId);
      },
    }),
    getProjects: t.field({
      ...signedInRule,
      type: [refs.Project],
      description:
        'Several projects at once (M-090: their roles and resources), in the order asked; projects the viewer ' +
        'may not read, or that do not exist, are left out.',
      args: { projectIds: t.arg.idList({ description: 'The projects.', required: true }) },
      resolve: (_marker, args, context) => {
        const input = parseInput(z.object({ projectIds: z.array(id).max(200) }), args);
        return readableProjects(context.deps, requireViewer(context), input.projectIds);
      },
    }),
    projectSettings: t.field({
      description: 'Configuration the project screens mirror (locking, assignments, expenses).',
      ...signedInRule,
      type: ProjectSettingsRef,
      resolve: (_marker, _args, context) => loadProjectSettings(context.deps.db),
    }),
  }));

  const Finance = refs.FinanceQueries.implement({
    ...namespaceTypeRule,
    description: 'Finance queries; every field has its own auth rule.',
    fields: (t) => ({
      getProjectById: t.field({
        ...policyRule(mayReadAsFinance),
        type: refs.Project,
        description: 'A project read from the finance side (the /finance/projects pages, M-006).',
        args: { projectId: t.arg.id({ description: 'The project.', required: true }) },
        resolve: (_marker, args, context) => {
          const input = parseInput(z.object({ projectId: id }), args);
          return readableProject(context.deps, requireViewer(context), input.projectId);
        },
      }),
    }),
  });
  builder.queryField('finance', (t) =>
    t.field({
      ...signedInRule,
      type: Finance,
      description: 'Namespace of the finance queries.',
      resolve: () => ({ namespace: 'finance' }) as const,
    }),
  );
}

/** The request's client loader (the client and end client of every project asked, in one statement). */
export function clientLoader(context: GraphQLContext) {
  return requestLoader(context, 'client', (ids) => findClients(context.deps.db, ids), null);
}

function clientById(context: GraphQLContext, clientId: string | null) {
  return clientId ? clientLoader(context).load(clientId) : null;
}

function registerProjectRelations(builder: Builder, { Project, Client, ProjectRole, Resource }: SchemaRefs) {
  builder.objectFields(Project, (t) => ({
    client: t.field({
      description: 'Its client, if any.',
      type: Client,
      nullable: true,
      resolve: (r, _args, context) => clientById(context, r.project.clientId),
    }),
    endClient: t.field({
      description: 'Its end client, if any (M-030).',
      type: Client,
      nullable: true,
      resolve: (r, _args, context) => clientById(context, r.project.endClientId),
    }),
    roles: t.field({
      description: 'Its roles with their hourly rates.',
      type: [ProjectRole],
      resolve: (r, _args, context) =>
        requestLoader(context, 'projectRoles', (ids) => findRolesByProject(context.deps.db, ids), []).load(
          r.project.id,
        ),
    }),
    resources: t.field({
      type: [Resource],
      description: 'The team, with each person’s approved hours on the project.',
      resolve: (r, _args, context) =>
        requestLoader(
          context,
          'projectResources',
          (ids) => findResourcesByProject(context.deps.db, ids),
          [],
        ).load(r.project.id),
    }),
  }));
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * Implements the Project type and its parts (registerProjects). Areas add their fields with
 * builder.objectFields(refs.Project, ...) (deliverables, expenses, financials, documents, timesheets...).
 */
export function implementProjectTypes(
  builder: Builder,
  { Project, Client, ProjectRole, Resource }: SchemaRefs,
): void {
  Client.implement({
    description: 'A customer of the firm.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The client's id." }),
      name: t.exposeString('name', { description: 'Full name.' }),
      shortName: t.exposeString('shortName', { description: 'Short name shown in lists.' }),
    }),
  });

  ProjectRole.implement({
    description: 'A role on a project with its hourly rate (0 allowed).',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The role's id (the indexId of updateProjectRole)." }),
      name: t.exposeString('name', { description: "The role's name." }),
      rate: t.float({ description: 'Its hourly rate in dollars.', resolve: (role) => Number(role.rate) }),
    }),
  });

  const ResourceUser = builder.objectRef<NonNullable<ResourceRecord['user']>>('ResourceUser').implement({
    description: 'The account of a project team member.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The account's id." }),
      firstName: t.exposeString('firstName', { description: 'First name.' }),
      lastName: t.exposeString('lastName', { description: 'Last name.' }),
      title: t.exposeString('title', { description: 'Job title, if any.', nullable: true }),
      imageUrl: t.exposeString('imageUrl', { description: 'Profile picture URL, if any.', nullable: true }),
    }),
  });

  Resource.implement({
    description: 'A person booked on a project (its team).',
    fields: (t) => ({
      _id: t.id({ description: "The team member's id.", resolve: (r) => r.resource.id }),
      user: t.field({
        description: 'Their account, when the e-mail belongs to one.',
        type: ResourceUser,
        nullable: true,
        resolve: (r) => r.user,
      }),
      email: t.string({ description: 'Their e-mail.', resolve: (r) => r.resource.email }),
      name: t.string({
        description: 'Their name as the team shows it.',
        nullable: true,
        resolve: (r) => r.resource.name ?? (r.user ? `${r.user.firstName} ${r.user.lastName}` : null),
      }),
      role: t.string({
        description: 'Their role on the project.',
        nullable: true,
        resolve: (r) => r.resource.role,
      }),
      rate: t.float({
        description: 'Their own hourly rate on the project, if set.',
        nullable: true,
        resolve: (r) => num(r.resource.rate),
      }),
      startDate: t.string({
        description: 'YYYYMMDD',
        resolve: (r) => r.resource.startDate.replaceAll('-', ''),
      }),
      endDate: t.string({
        nullable: true,
        description: 'YYYYMMDD',
        resolve: (r) => r.resource.endDate?.replaceAll('-', '') ?? null,
      }),
      allowProjectManagement: t.boolean({
        description: 'They may manage the project.',
        resolve: (r) => r.resource.allowProjectManagement,
      }),
      timesheetApprover: t.boolean({
        description: 'They approve time booked on the project.',
        resolve: (r) => r.resource.timesheetApprover,
      }),
      inactive: t.boolean({
        description: 'On the team but no longer booking.',
        resolve: (r) => r.resource.inactive,
      }),
      note: t.string({
        description: 'A note about them on this project.',
        nullable: true,
        resolve: (r) => r.resource.note,
      }),
      allocation: t.float({
        description: 'Share of their time planned for the project, if set.',
        nullable: true,
        resolve: (r) => num(r.resource.allocation),
      }),
      budgetedHours: t.float({
        description: 'Hours budgeted for them, if set.',
        nullable: true,
        resolve: (r) => num(r.resource.budgetedHours),
      }),
      totalApprovedHours: t.float({
        description: 'Their hours on the project in Approved timesheets.',
        resolve: (r) => r.totalApprovedHours,
      }),
      sourceId: t.string({
        description: 'Their id in the accounting system, if synced.',
        nullable: true,
        resolve: (r) => r.resource.sourceId,
      }),
    }),
  });

  Project.implement({
    description: 'A client engagement with its budget, team and deliverables.',
    fields: (t) => ({
      _id: t.id({ description: "The project's id.", resolve: (r) => r.project.id }),
      name: t.string({ description: 'Its name.', resolve: (r) => r.project.name }),
      description: t.string({
        description: 'Its description.',
        nullable: true,
        resolve: (r) => r.project.description,
      }),
      projectCode: t.string({
        description: 'Its code, if any.',
        nullable: true,
        resolve: (r) => r.project.projectCode,
      }),
      accountingCode: t.string({
        description: 'Its code in the accounting system.',
        nullable: true,
        resolve: (r) => r.project.accountingCode,
      }),
      accountingCodeSuffix: t.string({
        description: 'Suffix appended to the accounting code.',
        nullable: true,
        resolve: (r) => r.project.accountingCodeSuffix,
      }),
      ownerId: t.id({ description: 'Its owner.', nullable: true, resolve: (r) => r.project.ownerId }),
      status: t.string({
        description: 'Its status (a term of the Status taxonomy).',
        nullable: true,
        resolve: (r) => r.project.status,
      }),
      sectors: t.stringList({ description: 'Its sectors.', resolve: (r) => r.project.sectors }),
      budget: t.float({ description: 'Its budget in dollars.', resolve: (r) => Number(r.project.budget) }),
      proposedBudget: t.float({
        description: 'The budget proposed to the client, in dollars.',
        nullable: true,
        resolve: (r) => num(r.project.proposedBudget),
      }),
      budgetUsed: t.float({
        description:
          'Fraction of the budget consumed (1 = 100 %), current: recomputed when approved hours, rates, the ' +
          'budget or expenses changed since it was last computed.',
        resolve: (r, _args, context) => currentBudgetUsed(context.deps.db, r.project),
      }),
      deductExpenses: t.boolean({
        description: 'Whether expenses count in its budget used.',
        resolve: (r) => r.project.deductExpenses,
      }),
      totalBilledAmount: t.float({
        nullable: true,
        description: 'Amount billed to the client so far (updateProject); null when never set.',
        resolve: (r) => num(r.project.totalBilledAmount),
      }),
      classification: t.string({
        description: 'Its classification (F-021), e.g. Overhead.',
        nullable: true,
        resolve: (r) => r.project.classification,
      }),
      jobName: t.string({
        description: 'Its job name in the accounting system.',
        nullable: true,
        resolve: (r) => r.project.jobName,
      }),
      globallyVisible: t.boolean({
        description: 'Every user may book it.',
        resolve: (r) => r.project.globallyVisible,
      }),
      complete: t.boolean({ description: 'The project is complete.', resolve: (r) => r.project.complete }),
      archived: t.boolean({
        description: 'Archived: hidden from lists and not bookable.',
        resolve: (r) => r.project.archived,
      }),
      isTemplate: t.boolean({
        description: 'A template that new projects copy.',
        resolve: (r) => r.project.isTemplate,
      }),
      startDate: t.string({
        nullable: true,
        description: 'YYYYMMDD',
        resolve: (r) => r.project.startDate?.replaceAll('-', '') ?? null,
      }),
      updatedAt: t.string({ description: 'ISO 8601', resolve: (r) => r.project.updatedAt.toISOString() }),
      syncedAt: t.string({
        description: 'When it was last synced with the accounting system (ISO 8601), if ever.',
        nullable: true,
        resolve: (r) => r.project.syncedAt?.toISOString() ?? null,
      }),
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
}
