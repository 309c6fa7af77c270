import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { RegisterArea, SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { given, optionalText, projectChanges, requiredText } from '../inputs.ts';
import { EDITING_MESSAGES as M } from '../messages.ts';
import { registerProjectRoles } from '../roles/index.ts';
import { registerProjectTeam } from '../team/index.ts';
import { addEndClient } from './use-cases/add-end-client.ts';
import { archiveProject } from './use-cases/archive-project.ts';
import { cloneProject } from './use-cases/clone-project.ts';
import { deleteProject } from './use-cases/delete-project.ts';
import { manualProjectSync, type ProjectSync } from './use-cases/manual-project-sync.ts';
import { updateProject } from './use-cases/update-project.ts';

/**
 * Registers editing a project, its roles and its team (helper: detail). `sync` pulls a project from the
 * accounting system: integrations' syncProject, handed in by graphql/schema.ts so that projects need not
 * import integrations (which imports projects).
 */
export function projectEditing(sync: ProjectSync): RegisterArea {
  return function registerProjectEditing(builder, refs) {
    registerEditing(builder, refs, sync);
    registerProjectRoles(builder, refs);
    registerProjectTeam(builder, refs);
  };
}

function registerEditing(builder: Builder, refs: SchemaRefs, sync: ProjectSync): void {
  const { Project } = refs;

  builder.mutationField('updateProject', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description:
        "Edits a project (M-027). Only the arguments given change; null clears a field. 'Required' when the name is empty.",
      args: {
        projectId: t.arg.id({ description: 'The project to edit.', required: true }),
        name: t.arg.string({ description: 'Its name (at most 100 characters).' }),
        description: t.arg.string({ description: 'Its description.' }),
        projectCode: t.arg.string({ description: 'Its code; unique across projects (case-insensitive).' }),
        accountingCode: t.arg.string({ description: 'Its code in the accounting system.' }),
        accountingCodeSuffix: t.arg.string({ description: 'Suffix appended to the accounting code.' }),
        sectors: t.arg.stringList({ description: 'Its sectors (terms of the Sectors taxonomy).' }),
        budget: t.arg.float({ description: 'Its budget in dollars.' }),
        proposedBudget: t.arg.float({ description: 'The budget proposed to the client, in dollars.' }),
        jobName: t.arg.string({ description: 'Its job name in the accounting system.' }),
        clientId: t.arg.id({ description: 'Its client.' }),
        globallyVisible: t.arg.boolean({ description: 'True: every user may book it.' }),
        complete: t.arg.boolean({ description: 'True: the project is complete.' }),
        status: t.arg.string({ description: 'Its status (a term of the Status taxonomy).' }),
        owner: t.arg.id({ description: 'Its owner (an active user).' }),
        totalBilledAmount: t.arg.float({
          description: 'Amount billed to the client so far (0 or more); null clears it.',
        }),
        startDate: t.arg.string({ description: 'YYYYMMDD' }),
      },
      resolve: (_root, args, context) => {
        const raw = args as Record<string, unknown>;
        const input = parseInput(projectChanges, { ...args, name: raw.name ?? '' });
        return updateProject(context.deps, requireViewer(context), input.projectId, {
          name: input.name,
          description: given(raw, 'description', input.description),
          projectCode: given(raw, 'projectCode', input.projectCode),
          accountingCode: given(raw, 'accountingCode', input.accountingCode),
          accountingCodeSuffix: given(raw, 'accountingCodeSuffix', input.accountingCodeSuffix),
          sectors: input.sectors ?? undefined,
          budget: input.budget ?? undefined,
          proposedBudget: given(raw, 'proposedBudget', input.proposedBudget),
          jobName: given(raw, 'jobName', input.jobName),
          clientId: given(raw, 'clientId', input.clientId),
          globallyVisible: input.globallyVisible ?? undefined,
          complete: input.complete ?? undefined,
          status: given(raw, 'status', input.status),
          owner: given(raw, 'owner', input.owner),
          totalBilledAmount: given(raw, 'totalBilledAmount', input.totalBilledAmount),
          startDate: given(raw, 'startDate', input.startDate),
        });
      },
    }),
  );

  builder.mutationField('archiveProject', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description: 'Archives or unarchives a project (M-036); not while editing is locked.',
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        archived: t.arg.boolean({ description: 'True archives it, false brings it back.', required: true }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ projectId: id, archived: z.boolean() }), args);
        return archiveProject(context.deps, requireViewer(context), input.projectId, input.archived);
      },
    }),
  );

  builder.mutationField('deleteProject', (t) =>
    t.id({
      ...signedInRule,
      description:
        "Deletes an archived project without booked time (M-037, M-038); CONFLICT 'Only archived projects can be deleted'. Returns its id.",
      args: { projectId: t.arg.id({ description: 'The archived project to delete.', required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ projectId: id }), args);
        return deleteProject(context.deps, requireViewer(context), input.projectId);
      },
    }),
  );

  builder.mutationField('cloneProject', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description:
        "Copies a project as '{name} (Copy)' with its roles, team, milestones, deliverables and assignments (M-040).",
      args: { projectId: t.arg.id({ description: 'The project to copy.', required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ projectId: id }), args);
        return cloneProject(context.deps, requireViewer(context), input.projectId);
      },
    }),
  );

  builder.mutationField('manualProjectSync', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description:
        "Refresh Data (M-041) and the sync tool's full sync (S-025): pulls the project, its deliverables and team " +
        'from NetSuite (syncedAt, sync log, audit event). Managers of the project while the integration is ' +
        'enabled; super-admins always. CONFLICT when NetSuite is not connected or the project has no NetSuite id.',
      args: { projectId: t.arg.id({ description: 'The project to refresh.', required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ projectId: id }), args);
        return manualProjectSync(context.deps, requireViewer(context), input.projectId, sync);
      },
    }),
  );

  builder.mutationField('addEndClient', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description:
        "Creates a client and makes it the project's end client (M-030); name and description, when given, update the project.",
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        clientName: t.arg.string({ description: 'Name of the new client.' }),
        clientShortName: t.arg.string({ description: 'Short name of the new client.' }),
        name: t.arg.string({ description: "The project's new name, when given." }),
        description: t.arg.string({ description: "The project's new description, when given." }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(
          z.object({
            projectId: id,
            clientName: requiredText(M.required),
            clientShortName: requiredText(M.required, 50),
            name: optionalText(200),
            description: optionalText(10_000),
          }),
          args,
        );
        return addEndClient(context.deps, requireViewer(context), input);
      },
    }),
  );
}
