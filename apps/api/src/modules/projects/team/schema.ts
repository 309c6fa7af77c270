import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { endAfterStart, optionalText, resourceFields } from '../inputs.ts';
import { addResource } from './use-cases/add-resource.ts';
import { listAssignableUsers } from './use-cases/list-assignable-users.ts';
import { readResourceHours } from './use-cases/read-resource-hours.ts';
import { removeResource } from './use-cases/remove-resource.ts';
import { updateResource } from './use-cases/update-resource.ts';

/** Registers a project's team: its members and the pickers of the resource form (M-060 to M-067). */
export function registerProjectTeam(
  builder: Builder,
  { Project, ProjectManagementQueries: ProjectManagement }: SchemaRefs,
): void {
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
        return readResourceHours(context.deps, requireViewer(context), input.projectId, input.userId);
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
        return listAssignableUsers(context.deps, requireViewer(context), input.projectId, input.search);
      },
    }),
  }));
}
