import type { ObjectRef } from '@pothos/core';
import { taxonomySingular } from '@tally/domain/taxonomy';
import type { Builder } from '../../graphql/builder.ts';
import type { TaxonomyRecord } from '../project-list/project-list.queries.ts';

type Types = Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export interface TaxonomyTypes {
  Taxonomy: ObjectRef<Types, TaxonomyRecord>;
}

const cache = new WeakMap<Builder, TaxonomyTypes>();

/** The Taxonomy type and its terms, one set per builder (taxonomy(name), allTaxonomies). */
export function taxonomyTypes(builder: Builder): TaxonomyTypes {
  const existing = cache.get(builder);
  if (existing) return existing;
  const TaxonomyTerm = builder.objectRef<TaxonomyRecord['terms'][number]>('TaxonomyTerm').implement({
    description: 'One term of a taxonomy.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The term's id." }),
      name: t.exposeString('name', { description: 'The term.' }),
      order: t.exposeInt('order', { description: 'Its position in the list, from 0.' }),
    }),
  });
  const Taxonomy = builder.objectRef<TaxonomyRecord>('Taxonomy').implement({
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
  const types = { Taxonomy };
  cache.set(builder, types);
  return types;
}
