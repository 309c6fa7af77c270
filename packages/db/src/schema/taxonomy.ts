import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Named lists of terms that feed dropdowns: 'Document Categories', 'Status', 'Sectors', 'Roles', 'Time Off'. */
export const taxonomies = pgTable(
  'taxonomies',
  {
    id: id(),
    name: text('name').notNull(),
    singularLabel: text('singular_label'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('taxonomies_name_key').on(t.name)],
);

export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    id: id(),
    taxonomyId: uuid('taxonomy_id')
      .notNull()
      .references(() => taxonomies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('taxonomy_terms_taxonomy_id_name_key').on(t.taxonomyId, t.name),
    index('taxonomy_terms_order_idx').on(t.taxonomyId, t.order),
  ],
);
