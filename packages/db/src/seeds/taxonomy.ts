import type { DbOrTx } from '../client.ts';
import { taxonomies, taxonomyTerms } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { roleRates, sectors } from './names.ts';
import type { Random } from './random.ts';

export const timeOffTypes = ['PTO', 'Sick Leave'];

/** The taxonomies the portal's dropdowns read. */
export const demoTaxonomies: readonly {
  name: string;
  singularLabel: string;
  description: string;
  terms: string[];
}[] = [
  {
    name: 'Document Categories',
    singularLabel: 'Document Category',
    description: 'Categories of project documents.',
    terms: ['Contract', 'Statement of Work', 'Change Order', 'Invoice', 'Deliverable', 'Other'],
  },
  {
    name: 'Status',
    singularLabel: 'Status',
    description: 'Project statuses.',
    terms: ['In Progress', 'Pending', 'Closed'],
  },
  { name: 'Sectors', singularLabel: 'Sector', description: 'Industry sectors of projects.', terms: sectors },
  {
    name: 'Roles',
    singularLabel: 'Role',
    description: 'Roles people play on projects.',
    terms: roleRates.map((role) => role.name),
  },
  {
    name: 'Time Off',
    singularLabel: 'Time Off Type',
    description: 'Kinds of time off.',
    terms: timeOffTypes,
  },
];

export async function insertTaxonomies(db: DbOrTx, random: Random): Promise<void> {
  const withIds = demoTaxonomies.map((taxonomy) => ({ ...taxonomy, id: random.uuid() }));
  await bulkInsert(
    db,
    taxonomies,
    withIds.map(({ id, name, singularLabel, description }) => ({ id, name, singularLabel, description })),
  );
  await bulkInsert(
    db,
    taxonomyTerms,
    withIds.flatMap((taxonomy) =>
      taxonomy.terms.map((name, order) => ({ taxonomyId: taxonomy.id, name, order })),
    ),
  );
}
