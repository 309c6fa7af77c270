import { TERM_MAX_LENGTH, TERM_MESSAGES, taxonomySingular } from '@tally/domain/admin/taxonomy';
import { mayEditTaxonomy } from '@tally/domain/policies/admin';
import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { policyRule, signedInRule } from '../../../graphql/rules.ts';
import { parseInput, whenMissing } from '../../../graphql/validation.ts';
import type { TaxonomyRecord } from '../../projects/index.ts';
import { listTaxonomies } from './queries.ts';
import { createTerm } from './use-cases/create-term.ts';
import { deleteTerm } from './use-cases/delete-term.ts';
import { editTerm } from './use-cases/edit-term.ts';

const term = z
  .string({ error: TERM_MESSAGES.required })
  .trim()
  .min(1, TERM_MESSAGES.required)
  .max(TERM_MAX_LENGTH, `At most ${TERM_MAX_LENGTH} characters`);

const createArgs = z.object({
  taxonomyName: z
    .string({ error: whenMissing(TERM_MESSAGES.required) })
    .trim()
    .min(1, TERM_MESSAGES.required)
    .max(100),
  term,
});
const editArgs = z.object({ taxonomyId: id, termId: id, term });
const deleteArgs = z.object({ taxonomyId: id, termId: id });

/** allTaxonomies and the term mutations of /admin/taxonomy (D-053..D-057); the writes are for admins only. */
export function registerTaxonomy(builder: Builder, refs: SchemaRefs): void {
  implementTaxonomyTypes(builder, refs);
  const { Taxonomy } = refs;

  builder.queryField('allTaxonomies', (t) =>
    t.field({
      ...signedInRule,
      type: [Taxonomy],
      description: 'Every taxonomy by name, with its terms in order.',
      resolve: (_root, _args, context) => listTaxonomies(context.deps.db),
    }),
  );

  builder.mutationField('createTerm', (t) =>
    t.field({
      ...policyRule(mayEditTaxonomy),
      type: [Taxonomy],
      description:
        "Adds a term (trimmed; 'Required') at the end of a taxonomy; a name it already has, in any case, gives " +
        "'{singular} already exists'. Returns every taxonomy.",
      args: {
        taxonomyName: t.arg.string({ description: "The taxonomy (e.g. 'Status')." }),
        term: t.arg.string({ description: 'The new term.' }),
      },
      resolve: async (_root, args, context) => {
        const input = parseInput(createArgs, args);
        await createTerm(context.deps.db, input.taxonomyName, input.term);
        return listTaxonomies(context.deps.db);
      },
    }),
  );

  builder.mutationField('editTerm', (t) =>
    t.field({
      ...policyRule(mayEditTaxonomy),
      type: [Taxonomy],
      description:
        "Renames a term (same rules as createTerm). Projects' status and sectors, documents' category and " +
        "time-off transactions' type follow the new name; project roles keep their own names. Returns every taxonomy.",
      args: {
        taxonomyId: t.arg.id({ description: 'The taxonomy.' }),
        termId: t.arg.id({ description: 'The term.' }),
        term: t.arg.string({ description: 'Its new name.' }),
      },
      resolve: async (_root, args, context) => {
        const input = parseInput(editArgs, args);
        await editTerm(context.deps.db, input.taxonomyId, input.termId, input.term);
        return listTaxonomies(context.deps.db);
      },
    }),
  );

  builder.mutationField('deleteTerm', (t) =>
    t.field({
      ...policyRule(mayEditTaxonomy),
      type: [Taxonomy],
      description:
        'Deletes a term that no record uses; a term still held by projects, documents, time-off transactions ' +
        'or project roles is refused (CONFLICT with the counts). Returns every taxonomy.',
      args: {
        taxonomyId: t.arg.id({ description: 'The taxonomy.' }),
        termId: t.arg.id({ description: 'The term.' }),
      },
      resolve: async (_root, args, context) => {
        const input = parseInput(deleteArgs, args);
        await deleteTerm(context.deps.db, input.taxonomyId, input.termId);
        return listTaxonomies(context.deps.db);
      },
    }),
  );
}

/** Implements the Taxonomy type and its terms (registerTaxonomy); taxonomy(name) and allTaxonomies show it. */
function implementTaxonomyTypes(builder: Builder, { Taxonomy }: SchemaRefs): void {
  const TaxonomyTerm = builder.objectRef<TaxonomyRecord['terms'][number]>('TaxonomyTerm').implement({
    description: 'One term of a taxonomy.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The term's id." }),
      name: t.exposeString('name', { description: 'The term.' }),
      order: t.exposeInt('order', { description: 'Its position in the list, from 0.' }),
    }),
  });
  Taxonomy.implement({
    description: "A list of terms ('Status', 'Sectors', 'Roles', 'Document Categories'...).",
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The taxonomy's id." }),
      name: t.exposeString('name', { description: 'Its name.' }),
      singular: t.string({
        description:
          "What one term is called ('Sector'): its own label, else the name minus its last letter.",
        resolve: (taxonomy) => taxonomySingular(taxonomy),
      }),
      description: t.exposeString('description', {
        description: 'What it lists, if described.',
        nullable: true,
      }),
      terms: t.field({ type: [TaxonomyTerm], description: 'In order.', resolve: (x) => x.terms }),
    }),
  });
}
