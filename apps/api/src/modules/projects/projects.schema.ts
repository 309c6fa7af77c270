import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { type GraphQLContext, requireViewer } from '../../graphql/context.ts';
import { requestLoader } from '../../graphql/loaders.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { groupRule, namespaceTypeRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { readableProject, readableProjects } from './project.access.ts';
import { findClients, findResourcesByProject, findRolesByProject } from './project.queries.ts';
import { loadProjectSettings } from './project.settings.ts';
import { implementProjectTypes } from './project.type.ts';
import { registerTimesheetSnapshots } from './timesheet-snapshots.schema.ts';

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
        ...groupRule('finance'),
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
