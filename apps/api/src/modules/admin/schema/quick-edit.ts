import { EMPLOYEE_TYPES } from '@tally/domain/admin/admin-users';
import {
  QUICK_EDIT_COLUMNS,
  QUICK_EDIT_LIMIT,
  type QuickEditCollection,
  type QuickEditColumn,
} from '@tally/domain/admin/quick-edit';
import { mayAdministerUsers } from '@tally/domain/policies/admin';
import { z } from 'zod';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { policyRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { parseCollection } from '../inputs.ts';
import { listAdminCollection, listTermOptions, listUserOptions } from '../queries/quick-edit.ts';
import type { AdminCollectionPage, AdminCollectionRow, AdminOption } from '../records.ts';
import { updateAdminCollectionCell } from '../use-cases/update-admin-collection-cell.ts';

const adminOnly = policyRule(mayAdministerUsers);

interface ColumnParent {
  collection: QuickEditCollection;
  column: QuickEditColumn;
}

interface CellParent {
  column: QuickEditColumn;
  value: unknown;
}

const pageArgs = z.object({
  offset: z.number().int().min(0, 'Offset must be 0 or more').nullish(),
  limit: z
    .number()
    .int()
    .min(1, 'Limit must be at least 1')
    .max(QUICK_EDIT_LIMIT, `Limit is at most ${QUICK_EDIT_LIMIT}`)
    .nullish(),
  search: z.string().trim().max(200).nullish(),
});

/** The Quick Edit grid (D-038..D-047): admin.adminCollection and updateAdminCollectionCell, admins only. */
export function registerQuickEdit(builder: Builder, refs: SchemaRefs): void {
  const Option = builder.objectRef<AdminOption>('AdminCollectionOption').implement({
    description: 'One value a choice column accepts, with its label.',
    fields: (t) => ({
      value: t.exposeString('value', { description: 'The value the cell update sends.' }),
      label: t.exposeString('label', { description: 'What the person sees.' }),
    }),
  });

  const Column = builder.objectRef<ColumnParent>('AdminCollectionColumn').implement({
    description: 'A column of the quick-edit grid; the server owns which ones exist and which are editable.',
    fields: (t) => ({
      key: t.string({ description: 'The fieldKey of the cell update.', resolve: (p) => p.column.key }),
      label: t.string({ description: 'The column header.', resolve: (p) => p.column.label }),
      type: t.string({
        description: 'string, integer, float, boolean or date: the value argument a cell update takes.',
        resolve: (p) => p.column.type,
      }),
      editable: t.boolean({
        description: 'Whether its cells may be changed.',
        resolve: (p) => p.column.editable,
      }),
      required: t.boolean({
        description: 'Whether a cell must have a value.',
        resolve: (p) => p.column.required ?? false,
      }),
      nullable: t.boolean({
        description: 'Whether a cell may be cleared.',
        resolve: (p) => p.column.nullable ?? false,
      }),
      nonNegative: t.boolean({
        description: 'Whether numbers must be 0 or more.',
        resolve: (p) => p.column.nonNegative ?? false,
      }),
      maxLength: t.int({
        description: 'Longest text allowed, if capped.',
        nullable: true,
        resolve: (p) => p.column.maxLength ?? null,
      }),
      options: t.field({
        type: [Option],
        nullable: true,
        description: 'The values a choice column accepts (owner: users; status: Status terms).',
        resolve: async ({ collection, column }, _args, context) => {
          if (!column.choice) return null;
          if (collection === 'projects' && column.key === 'owner') return listUserOptions(context.deps.db);
          if (collection === 'projects' && column.key === 'status') {
            return listTermOptions(context.deps.db, 'Status');
          }
          if (column.key === 'employeeType') return EMPLOYEE_TYPES.map((value) => ({ value, label: value }));
          return null;
        },
      }),
    }),
  });

  const Cell = builder.objectRef<CellParent>('AdminCollectionCell').implement({
    description: 'One value, in the field of its column type (as the cell update sends it).',
    fields: (t) => {
      const typed = <T>(type: QuickEditColumn['type'], p: CellParent, read: (v: unknown) => T) =>
        p.column.type === type && p.value !== null && p.value !== undefined ? read(p.value) : null;
      return {
        fieldKey: t.string({
          description: 'Its column (AdminCollectionColumn.key).',
          resolve: (p) => p.column.key,
        }),
        value: t.string({
          description: 'The value of a string column.',
          nullable: true,
          resolve: (p) => typed('string', p, String),
        }),
        intValue: t.int({
          description: 'The value of an integer column.',
          nullable: true,
          resolve: (p) => typed('integer', p, Number),
        }),
        floatValue: t.float({
          description: 'The value of a float column.',
          nullable: true,
          resolve: (p) => typed('float', p, Number),
        }),
        boolValue: t.boolean({
          description: 'The value of a boolean column.',
          nullable: true,
          resolve: (p) => typed('boolean', p, Boolean),
        }),
        dateValue: t.string({
          nullable: true,
          description: 'YYYYMMDD',
          resolve: (p) => typed('date', p, (v) => String(v).replaceAll('-', '')),
        }),
      };
    },
  });

  const Row = builder
    .objectRef<AdminCollectionRow & { collection: QuickEditCollection }>('AdminCollectionRow')
    .implement({
      description: 'One record (project or user) of the quick-edit grid with its cells.',
      fields: (t) => ({
        _id: t.exposeID('id', { description: "The record's id (the documentId of the cell update)." }),
        cells: t.field({
          description: 'Its cells, one per column.',
          type: [Cell],
          resolve: (row) =>
            QUICK_EDIT_COLUMNS[row.collection].map((column) => ({ column, value: row.values[column.key] })),
        }),
      }),
    });

  const Page = builder
    .objectRef<AdminCollectionPage & { collection: QuickEditCollection }>('AdminCollection')
    .implement({
      description: 'One page of a quick-edit collection.',
      fields: (t) => ({
        collection: t.exposeString('collection', { description: "'projects' or 'users'." }),
        total: t.exposeInt('total', { description: 'Rows matching the search, over every page.' }),
        columns: t.field({
          description: 'The columns.',
          type: [Column],
          resolve: (page) =>
            QUICK_EDIT_COLUMNS[page.collection].map((column) => ({ collection: page.collection, column })),
        }),
        rows: t.field({
          description: 'The rows of this page.',
          type: [Row],
          resolve: (page) => page.rows.map((row) => ({ ...row, collection: page.collection })),
        }),
      }),
    });

  builder.objectFields(refs.AdminQueries, (t) => ({
    adminCollection: t.field({
      ...adminOnly,
      type: Page,
      description: `A page of the quick-edit grid (D-045): collection projects or users; limit ${QUICK_EDIT_LIMIT} at most.`,
      args: {
        collection: t.arg.string({ description: "'projects' or 'users'.", required: true }),
        offset: t.arg.int({ description: 'How many rows to skip.' }),
        limit: t.arg.int({ description: 'How many rows, at most 1000.' }),
        search: t.arg.string({ description: 'Name, code, e-mail or payroll id containing this text.' }),
      },
      resolve: async (_marker, args, context) => {
        const collection = parseCollection(args.collection);
        const input = parseInput(pageArgs, args);
        const page = await listAdminCollection(context.deps.db, collection, {
          search: input.search || null,
          offset: input.offset ?? 0,
          limit: input.limit ?? QUICK_EDIT_LIMIT,
        });
        return { ...page, collection };
      },
    }),
  }));

  builder.mutationField('updateAdminCollectionCell', (t) =>
    t.field({
      ...adminOnly,
      type: Row,
      description:
        'Saves one quick-edit cell (D-046): an editable column of the collection, its value in the argument ' +
        'of its type (value, intValue, floatValue, boolValue, dateValue YYYYMMDD); null or none empties it. ' +
        'BAD_USER_INPUT naming the field otherwise; nothing is written then.',
      args: {
        collection: t.arg.string({ description: "'projects' or 'users'.", required: true }),
        documentId: t.arg.id({ description: 'The record.', required: true }),
        fieldKey: t.arg.string({ description: 'The column (an editable one).', required: true }),
        value: t.arg.string({ description: 'The new value of a string column.' }),
        intValue: t.arg.int({ description: 'The new value of an integer column.' }),
        floatValue: t.arg.float({ description: 'The new value of a float column.' }),
        boolValue: t.arg.boolean({ description: 'The new value of a boolean column.' }),
        dateValue: t.arg.string({ description: 'The new value of a date column (YYYYMMDD).' }),
      },
      resolve: async (_root, args, context) => {
        const row = await updateAdminCollectionCell(context.deps, requireViewer(context), {
          ...args,
          documentId: String(args.documentId),
        });
        return { ...row, collection: parseCollection(args.collection) };
      },
    }),
  );
}
