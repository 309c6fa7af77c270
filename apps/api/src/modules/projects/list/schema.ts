import { mayCreateProjects, maySeeAllProjects } from '@tally/domain/policies/projects';
import {
  BUDGET_USED_FILTER_OPTIONS,
  CARD_LIMITS,
  PROJECT_PAGE_SIZE,
  PROJECT_SORT_FIELDS,
} from '@tally/domain/projects/project-list';
import { z } from 'zod';
import type { Builder } from '../../../graphql/builder.ts';
import { type GraphQLContext, requireViewer } from '../../../graphql/context.ts';
import { requestLoader } from '../../../graphql/loaders.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { policyRule, signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { refreshStaleBudgetUsed } from '../budget-tool/use-cases/refresh-stale-budget-used.ts';
import type { ProjectRecord } from '../records.ts';
import { clientLoader } from '../schema.ts';
import { createArgs, listArgs } from './inputs.ts';
import { findTaxonomy, listClients, listProjects, listTemplates } from './queries/projects.ts';
import { findTeamHeads } from './queries/team-heads.ts';
import type { ListedProject, ProjectListKind, TeamHead, TeamMember } from './records.ts';
import { createProject } from './use-cases/create-project.ts';

const noTeam: TeamHead = { count: 0, members: [] };

/** Registers the project lists, clients, taxonomy(name) and createProject (helper: list). */
export function registerProjectList(builder: Builder, refs: SchemaRefs): void {
  const ProjectManagement = refs.ProjectManagementQueries;

  const TeamMemberRef = builder.objectRef<TeamMember>('ProjectTeamMember').implement({
    description: 'An active member of a project team, for the avatars of the project cards.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The team member's id." }),
      email: t.exposeString('email', { description: 'Their e-mail.' }),
      name: t.string({
        description: 'The resource name, else the account name, else the e-mail.',
        resolve: (m) => m.name ?? ([m.firstName, m.lastName].filter(Boolean).join(' ').trim() || m.email),
      }),
      firstName: t.exposeString('firstName', {
        description: 'First name (of the account, else the team entry).',
        nullable: true,
      }),
      lastName: t.exposeString('lastName', { description: 'Last name.', nullable: true }),
      imageUrl: t.exposeString('imageUrl', { description: 'Profile picture URL, if any.', nullable: true }),
    }),
  });

  /**
   * Team size and first members of the request's projects: one statement for the cards' avatars and count
   * (none for a list page, which brings the cards' team heads with it and primes this loader).
   */
  const teams = (context: GraphQLContext, limit: number) =>
    requestLoader(
      context,
      `projectTeams:${limit}`,
      (ids) => findTeamHeads(context.deps.db, ids, limit),
      noTeam,
    );
  // A list card carries its team head (no promise per card); any other project asks the request's loader.
  const carriedTeam = (r: ProjectRecord): TeamHead | undefined => (r as ListedProject).team;
  builder.objectFields(refs.Project, (t) => ({
    teamCount: t.int({
      description: 'Active members of the team.',
      resolve: (r, _args, context) =>
        carriedTeam(r)?.count ??
        teams(context, CARD_LIMITS.avatars)
          .load(r.project.id)
          .then((team) => team.count),
    }),
    team: t.field({
      type: [TeamMemberRef],
      description: `The first active team members (default ${CARD_LIMITS.avatars}), in the order they joined.`,
      args: { limit: t.arg.int({ description: 'How many members; default 5.' }) },
      resolve: (r, args, context) => {
        const limit = Math.max(0, Math.min(args.limit ?? CARD_LIMITS.avatars, 50));
        const carried = carriedTeam(r);
        if (carried && limit <= CARD_LIMITS.avatars) return carried.members.slice(0, limit);
        // Up to the cards' number, the statement that counts the team also brings the members.
        return teams(context, Math.max(limit, CARD_LIMITS.avatars))
          .load(r.project.id)
          .then((team) => team.members.slice(0, limit));
      },
    }),
  }));

  builder.objectField(ProjectManagement, 'projectTemplates', (t) =>
    t.field({
      ...policyRule(mayCreateProjects),
      type: [refs.Project],
      description: 'Templates a new project can start from (createProject templateId), by name.',
      resolve: (_marker, _args, context) => listTemplates(context.deps.db),
    }),
  );

  const listField = (kind: ProjectListKind, description: string) =>
    builder.objectField(ProjectManagement, kind === 'mine' ? 'myProjects' : 'allProjects', (t) =>
      t.field({
        ...signedInRule,
        type: [refs.Project],
        description,
        args: {
          offset: t.arg.int({ description: 'How many projects to skip.' }),
          limit: t.arg.int({ description: `Page size, ${PROJECT_PAGE_SIZE} by default.` }),
          search: t.arg.string({
            description: 'Fuzzy over name, project code and client name (threshold 0.3).',
          }),
          budgetUsed: t.arg.int({
            description: `Minimum budget used in percent: one of ${BUDGET_USED_FILTER_OPTIONS.join(', ')}.`,
          }),
          sortBy: t.arg.string({ description: PROJECT_SORT_FIELDS.join(' | ') }),
          sortOrder: t.arg.int({ description: '1 ascending, -1 descending.' }),
          client: t.arg.id({ description: 'Client id.' }),
          status: t.arg.string({ description: 'A Status term; none means any status.' }),
          archived: t.arg.boolean({
            description: 'true includes archived projects; false (default) hides them.',
          }),
          sector: t.arg.string({ description: 'A Sectors term (industry).' }),
        },
        resolve: async (_marker, args, context) => {
          const input = parseInput(listArgs, args);
          // The page filters and sorts by budget used: stale figures are brought up to date first.
          await refreshStaleBudgetUsed(context.deps.db);
          const records = await listProjects(
            context.deps.db,
            requireViewer(context),
            kind,
            {
              offset: input.offset ?? 0,
              limit: input.limit ?? PROJECT_PAGE_SIZE,
              search: input.search,
              budgetUsed: input.budgetUsed ?? null,
              sortBy: input.sortBy ?? null,
              sortOrder: input.sortOrder ?? null,
              clientId: input.client ?? null,
              status: input.status,
              archived: input.archived ?? false,
              sector: input.sector,
            },
            CARD_LIMITS.avatars,
          );
          // The cards' clients and team heads came with the page: those fields need no statement of their own.
          const clients = clientLoader(context);
          const cardTeams = teams(context, CARD_LIMITS.avatars);
          for (const { project, client, team } of records) {
            if (client) clients.prime(client.id, client);
            if (team) cardTeams.prime(project.id, team);
          }
          return records;
        },
      }),
    );
  listField(
    'mine',
    "'Projects I Manage': projects the viewer owns or manages as a team member (allowProjectManagement).",
  );
  listField(
    'all',
    "'All Projects': every project for admin, project-management, finance and senior management; otherwise " +
      'the globally visible projects and those the viewer owns or is on.',
  );

  const { Taxonomy } = refs;

  builder.queryField('taxonomy', (t) =>
    t.field({
      ...signedInRule,
      type: Taxonomy,
      nullable: true,
      description: 'A taxonomy by name with its terms in order; null when there is none of that name.',
      args: {
        name: t.arg.string({
          description: "The taxonomy's name (e.g. 'Status', 'Sectors').",
          required: true,
        }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ name: z.string().trim().min(1, 'Required').max(100) }), args);
        return findTaxonomy(context.deps.db, input.name);
      },
    }),
  );

  builder.queryField('clients', (t) =>
    t.field({
      ...signedInRule,
      type: [refs.Client],
      description:
        'Clients sorted by name: all of them for those who create projects or see all projects; for anyone ' +
        'else the clients of the projects they may read.',
      resolve: (_root, _args, context) => {
        const viewer = requireViewer(context);
        return listClients(context.deps.db, viewer, mayCreateProjects(viewer) || maySeeAllProjects(viewer));
      },
    }),
  );

  builder.mutationField('createProject', (t) =>
    t.field({
      ...signedInRule,
      type: refs.Project,
      description:
        'Creates a project owned by the viewer (admin or project-management; refused while editing is ' +
        'locked). With existingClientId that client is used, otherwise a client is created from clientName ' +
        "and clientShortName (a template, isTemplate, needs no client). templateId copies a template's roles, " +
        'milestones, deliverables and team.',
      args: {
        name: t.arg.string({ description: 'Its name (required).' }),
        description: t.arg.string({ description: 'Its description.' }),
        existingClientId: t.arg.id({
          description: 'An existing client; else clientName and clientShortName create one.',
        }),
        clientName: t.arg.string({ description: 'Name of a new client.' }),
        clientShortName: t.arg.string({ description: 'Short name of a new client.' }),
        isTemplate: t.arg.boolean({ description: 'True: a template other projects copy.' }),
        templateId: t.arg.id({ description: 'A template to copy roles, team and deliverables from.' }),
        projectCode: t.arg.string({ description: 'Its code; unique across projects (case-insensitive).' }),
        budget: t.arg.float({ description: 'Its budget in dollars.' }),
      },
      resolve: async (_root, args, context) => {
        const viewer = requireViewer(context);
        return createProject(context.deps, viewer, () => {
          const input = parseInput(createArgs, args);
          return {
            name: input.name,
            description: input.description,
            existingClientId: input.existingClientId ?? null,
            clientName: input.clientName,
            clientShortName: input.clientShortName,
            isTemplate: input.isTemplate ?? false,
            templateId: input.templateId ?? null,
            projectCode: input.projectCode,
            budget: input.budget ?? null,
          };
        });
      },
    }),
  );
}
