import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import {
  endAfterStart,
  given,
  optionalText,
  projectChanges,
  requiredText,
  resourceFields,
  roleInput,
} from './editing.inputs.ts';
import { EDITING_MESSAGES as M } from './editing.messages.ts';
import {
  addEndClient,
  archiveProject,
  cloneProject,
  deleteProject,
  manualProjectSync,
  updateProject,
} from './editing.service.ts';
import {
  addResource,
  assignableUsers,
  projectResourceHours,
  removeResource,
  updateResource,
} from './resources.service.ts';
import { addProjectRole, removeProjectRole, updateProjectRole } from './roles.service.ts';

/** Trimmed text; empty becomes null (a cleared field). */
/** Registers editing a project, its roles and its team (helper: detail). */
export function registerProjectEditing(builder: Builder, refs: SchemaRefs): void {
  const { Project, ProjectManagementQueries: ProjectManagement } = refs;

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
        return manualProjectSync(context.deps, requireViewer(context), input.projectId);
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

  builder.mutationField('addProjectRole', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description: "Adds a role with its hourly rate (M-055); 'Role is required', 'Hourly rate is required'.",
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        name: t.arg.string({ description: 'The role (required).' }),
        rate: t.arg.float({ description: 'Its hourly rate in dollars, 0 or more (required).' }),
      },
      resolve: (_root, args, context) =>
        addProjectRole(context.deps, requireViewer(context), parseInput(roleInput, args)),
    }),
  );

  builder.mutationField('updateProjectRole', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description: "Edits a role (M-055); indexId is the role's _id.",
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        indexId: t.arg.id({ description: 'The role (ProjectRole._id).', required: true }),
        name: t.arg.string({ description: 'New name of the role.' }),
        rate: t.arg.float({ description: 'New hourly rate in dollars.' }),
      },
      resolve: (_root, args, context) =>
        updateProjectRole(
          context.deps,
          requireViewer(context),
          parseInput(roleInput.extend({ indexId: id }), args),
        ),
    }),
  );

  builder.mutationField('removeProjectRole', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description: "Removes a role (M-056); indexId is the role's _id; refused while editing is locked.",
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        indexId: t.arg.id({ description: 'The role (ProjectRole._id).', required: true }),
      },
      resolve: (_root, args, context) =>
        removeProjectRole(
          context.deps,
          requireViewer(context),
          parseInput(z.object({ projectId: id, indexId: id }), args),
        ),
    }),
  );

  const resourceArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
    startDate: t.arg.string({ description: 'YYYYMMDD' }),
    endDate: t.arg.string({ description: 'YYYYMMDD' }),
    role: t.arg.string({ description: 'Their role on the project (one of its roles).' }),
    name: t.arg.string({ description: 'Their name as the team shows it.' }),
    email: t.arg.string({
      description: "Their e-mail; an active user's address books their time on the project.",
    }),
    allowProjectManagement: t.arg.boolean({ description: 'True: they may manage the project.' }),
    timesheetApprover: t.arg.boolean({ description: 'True: they approve time booked on the project.' }),
    inactive: t.arg.boolean({ description: 'True: on the team but no longer booking.' }),
    budgetedHours: t.arg.float({ description: 'Hours budgeted for them on the project.' }),
  });

  builder.mutationField('addResource', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description:
        "Adds a person to the team (M-060); 'Required' for name and startDate; refused while editing is locked.",
      args: { projectId: t.arg.id({ description: 'The project.', required: true }), ...resourceArgs(t) },
      resolve: (_root, args, context) => {
        const { projectId, ...input } = parseInput(
          z.object({ projectId: id, ...resourceFields }).superRefine(endAfterStart),
          args,
        );
        return addResource(context.deps, requireViewer(context), projectId, input);
      },
    }),
  );

  builder.mutationField('updateResource', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description: 'Edits a team member (M-062), note included.',
      args: {
        id: t.arg.id({ description: 'The team member (Resource._id).', required: true }),
        ...resourceArgs(t),
        note: t.arg.string({ description: 'A note about them on this project.' }),
      },
      resolve: (_root, args, context) => {
        const { id: resourceId, ...input } = parseInput(
          z.object({ id, ...resourceFields, note: optionalText(2000) }).superRefine(endAfterStart),
          args,
        );
        const note = 'note' in args && args.note !== undefined ? input.note : undefined;
        return updateResource(context.deps, requireViewer(context), resourceId, { ...input, note });
      },
    }),
  );

  builder.mutationField('removeResource', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description:
        'Removes a team member (M-063); refused while the person has approved hours on the project.',
      args: { id: t.arg.id({ description: 'The team member (Resource._id).', required: true }) },
      resolve: (_root, args, context) =>
        removeResource(context.deps, requireViewer(context), parseInput(z.object({ id }), args).id),
    }),
  );

  const ResourceHours = builder
    .objectRef<{ budgetedHours: number | null; totalApprovedHours: number }>('ProjectResourceHours')
    .implement({
      description: "A person's budgeted and approved hours on a project.",
      fields: (t) => ({
        budgetedHours: t.exposeFloat('budgetedHours', {
          description: 'Hours budgeted for them on the project; null when not set.',
          nullable: true,
        }),
        totalApprovedHours: t.exposeFloat('totalApprovedHours', {
          description: 'Hours of theirs on the project in Approved timesheets.',
        }),
      }),
    });

  const AssignableUser = builder
    .objectRef<{
      id: string;
      firstName: string;
      lastName: string;
      title: string | null;
      email: string | null;
    }>('AssignableUser')
    .implement({
      description: 'An active account that can be put on a project team.',
      fields: (t) => ({
        _id: t.exposeID('id', { description: "The account's id." }),
        name: t.string({ description: 'Full name.', resolve: (u) => `${u.firstName} ${u.lastName}`.trim() }),
        email: t.exposeString('email', { description: 'Sign-in address.', nullable: true }),
        title: t.exposeString('title', { description: 'Job title, if any.', nullable: true }),
      }),
    });

  builder.objectFields(ProjectManagement, (t) => ({
    projectResourceHours: t.field({
      ...signedInRule,
      type: ResourceHours,
      description: "A person's budgeted and approved hours on a project (M-067), for the project's readers.",
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        userId: t.arg.id({ description: 'The person.', required: true }),
      },
      resolve: (_marker, args, context) => {
        const input = parseInput(z.object({ projectId: id, userId: id }), args);
        return projectResourceHours(context.deps, requireViewer(context), input.projectId, input.userId);
      },
    }),
    assignableUsers: t.field({
      ...signedInRule,
      type: [AssignableUser],
      description:
        "Active accounts for the resource form's picker (first 50 matches), for the project's managers.",
      args: {
        projectId: t.arg.id({ description: 'The project the team member is for.', required: true }),
        search: t.arg.string({ description: 'Words of the name or e-mail; omitted: the first 50 accounts.' }),
      },
      resolve: (_marker, args, context) => {
        const input = parseInput(z.object({ projectId: id, search: z.string().max(200).nullish() }), args);
        return assignableUsers(context.deps, requireViewer(context), input.projectId, input.search);
      },
    }),
  }));
}
