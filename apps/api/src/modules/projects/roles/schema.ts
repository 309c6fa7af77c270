import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { roleInput } from '../inputs.ts';
import { addProjectRole } from './use-cases/add-project-role.ts';
import { removeProjectRole } from './use-cases/remove-project-role.ts';
import { updateProjectRole } from './use-cases/update-project-role.ts';

/** Registers the roles of a project and their rates (M-055, M-056). */
export function registerProjectRoles(builder: Builder, { Project }: SchemaRefs): void {
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
}
