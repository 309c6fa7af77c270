import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { sqlList, updatedAt } from './columns.ts';

export const configurationValueTypes = ['String', 'Number', 'Boolean', 'Json', 'Url', 'Email'] as const;
export type ConfigurationValueType = (typeof configurationValueTypes)[number];

/** Key/value settings of the portal (branding, feature switches, week-end-day, holidays...). */
export const configurations = pgTable(
  'configurations',
  {
    key: text('key').primaryKey(),
    value: text('value'),
    description: text('description'),
    valueType: text('value_type').$type<ConfigurationValueType>().notNull().default('String'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('configurations_value_type_check', sql`${t.valueType} IN ${sqlList(configurationValueTypes)}`),
  ],
);
