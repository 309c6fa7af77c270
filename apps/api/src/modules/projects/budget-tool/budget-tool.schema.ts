import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { updateBudgetUsed } from './budget-used.service.ts';

/** Registers updateBudgetUsed (M-039); the batch tool itself is the REST route POST /api/update-budget-used. */
export function registerBudgetTool(builder: Builder, refs: SchemaRefs): void {
  const { Project } = refs;

  builder.mutationField('updateBudgetUsed', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description:
        "Recalculates the project's budget used from approved hours at the applicable rates, plus expenses when deductExpenses is on (M-039, C-027, C-028). Managers of the project; allowed while editing is locked.",
      args: { projectId: t.arg.id({ description: 'The project.', required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ projectId: id }), args);
        return updateBudgetUsed(context.deps, requireViewer(context), input.projectId);
      },
    }),
  );
}
