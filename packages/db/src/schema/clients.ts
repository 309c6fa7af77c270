import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().default(''),
    quickbooksCustomerName: text('quickbooks_customer_name'),
    sourceId: text('source_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clients_lower_name_idx').on(sql`lower(${t.name})`)],
);
