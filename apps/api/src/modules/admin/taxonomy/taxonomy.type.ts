import { taxonomySingular } from '@tally/domain/admin/taxonomy';
import type { Builder } from '../../../graphql/builder.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import type { TaxonomyRecord } from '../../projects/index.ts';

/** Implements the Taxonomy type and its terms (registerTaxonomy); taxonomy(name) and allTaxonomies show it. */
export function implementTaxonomyTypes(builder: Builder, { Taxonomy }: SchemaRefs): void {
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
