import { mayCreateProjects } from '@tally/domain/policies/projects';
import type { Builder } from '../../../graphql/builder.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { policyRule } from '../../../graphql/rules.ts';
import { listTemplates } from '../../projects/index.ts';

/**
 * `templates` (D-048): the project templates by name, for the /admin/project-templates cards and the Add
 * Project dialog. Templates are made with createProject(isTemplate) and edited like projects.
 */
export function registerProjectTemplates(builder: Builder, refs: SchemaRefs): void {
  const { Project } = refs;
  builder.queryField('templates', (t) =>
    t.field({
      ...policyRule(mayCreateProjects),
      type: [Project],
      description: 'Project templates by name (_id, name, description...); admins and project managers.',
      resolve: (_root, _args, context) => listTemplates(context.deps.db),
    }),
  );
}
