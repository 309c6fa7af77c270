import { schema } from '@tally/db';
import { PAYROLL_ID_TAKEN_MESSAGE, validateEditUser } from '@tally/domain/admin/admin-users';
import {
  isQuickEditCollection,
  normalizeCellValue,
  QUICK_EDIT_COLLECTIONS,
  type QuickEditCollection,
  type QuickEditValue,
  type QuickEditValueArgs,
  quickEditColumn,
  readCellValue,
  validateCellValue,
} from '@tally/domain/admin/quick-edit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAuditEvent } from '../../auth/audit.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { id } from '../../graphql/args.ts';
import { badUserInput, notFound } from '../../graphql/errors.ts';
import { parseInput } from '../../graphql/validation.ts';
import { type ProjectChanges, updateProject } from '../projects/editing.service.ts';
import { refusingDuplicate, sameCode } from '../projects/unique-violation.ts';
import { isPayrollIdTaken, PAYROLL_ID_INDEX } from './identity.queries.ts';
import { type AdminCollectionRow, findAdminCollectionRow } from './quick-edit.queries.ts';
import { findAdminUser } from './users.queries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const collectionArg = z
  .string()
  .refine(isQuickEditCollection, {
    message: `Collection must be one of ${QUICK_EDIT_COLLECTIONS.join(', ')}`,
  })
  .transform((value) => value as QuickEditCollection);

/** The collection argument of admin.adminCollection and the cell update. */
export function parseCollection(collection: unknown): QuickEditCollection {
  return parseInput(z.object({ collection: collectionArg }), { collection }).collection;
}

const cellInput = z.object({ collection: collectionArg, documentId: id, fieldKey: z.string().min(1) });

export interface CellUpdateArgs extends QuickEditValueArgs {
  collection: string;
  documentId: string;
  fieldKey: string;
}

/**
 * updateAdminCollectionCell (D-043, D-046): one cell of the quick-edit grid. The field must be a whitelisted,
 * editable column of the collection and the value come in the argument of its type; then the rules of the
 * project and user edit forms apply (status a 'Status' term, owner an existing user, budget 0 or more, names
 * required, employee type W-2 or C2C). Any refusal is BAD_USER_INPUT naming the field, and nothing is
 * written. Each change is an audit event.
 */
export async function updateAdminCollectionCell(
  deps: Deps,
  viewer: Viewer,
  args: CellUpdateArgs,
): Promise<AdminCollectionRow> {
  const { collection, documentId, fieldKey } = parseInput(cellInput, args);
  const column = quickEditColumn(collection, fieldKey);
  if (!column) throw badUserInput({ fieldKey: `${fieldKey} is not a field of ${collection}` });
  if (!column.editable) throw badUserInput({ [fieldKey]: `${column.label} is read-only` });
  const read = readCellValue(column, args);
  if (!read.ok) throw badUserInput({ [fieldKey]: read.message });
  const problem = validateCellValue(column, read.value);
  if (problem) throw badUserInput({ [fieldKey]: problem });
  const value = normalizeCellValue(column, read.value);

  // The change and its audit event commit together.
  return deps.db.transaction(async (tx) => {
    const inTx: Deps = { db: tx, clock: deps.clock };
    const before = await findAdminCollectionRow(tx, collection, documentId);
    if (!before) throw notFound(collection === 'projects' ? 'Project' : 'User');
    if (collection === 'projects') await updateProjectCell(inTx, viewer, documentId, fieldKey, value);
    else await updateUserCell(inTx, documentId, fieldKey, value);
    // A user's cell is an event of that user (their History lists it); the admin who acted is byUserId.
    await recordAuditEvent(tx, {
      type: 'admin-collection-updated',
      now: deps.clock(),
      userId: collection === 'users' ? documentId : viewer.userId,
      email: viewer.email,
      metadata: {
        collection,
        documentId,
        fieldKey,
        from: before.values[fieldKey] ?? null,
        to: value,
        byUserId: viewer.userId,
      },
    });
    const after = await findAdminCollectionRow(tx, collection, documentId);
    if (!after) throw notFound(collection === 'projects' ? 'Project' : 'User');
    return after;
  });
}

/** Through the project edit form's use case (updateProject): same permission, lock and reference checks. */
async function updateProjectCell(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  fieldKey: string,
  value: QuickEditValue,
): Promise<void> {
  const changes: ProjectChanges = {};
  switch (fieldKey) {
    case 'name':
      changes.name = value as string;
      break;
    case 'description':
    case 'projectCode':
    case 'status':
      changes[fieldKey] = value as string | null;
      break;
    case 'owner': {
      const owner = value as string | null;
      if (owner !== null && !z.guid().safeParse(owner).success) {
        throw badUserInput({ owner: 'Choose an existing user' });
      }
      changes.owner = owner;
      break;
    }
    case 'budget':
      changes.budget = value as number;
      break;
    case 'totalBilledAmount':
      changes.totalBilledAmount = value as number | null;
      break;
    default:
      throw badUserInput({ fieldKey: `${fieldKey} is not a field of projects` });
  }
  await updateProject(deps, viewer, projectId, changes);
}

const USER_COLUMNS = {
  firstName: schema.users.firstName,
  lastName: schema.users.lastName,
  role: schema.users.role,
  employeeType: schema.users.employeeType,
  workCalendar: schema.users.workCalendar,
  payrollId: schema.users.payrollId,
} as const;

/** The Edit Information form's rules (validateEditUser) on the user as it would be after the change. */
async function updateUserCell(deps: Deps, userId: string, fieldKey: string, value: QuickEditValue) {
  if (!(fieldKey in USER_COLUMNS)) throw badUserInput({ fieldKey: `${fieldKey} is not a field of users` });
  const user = await findAdminUser(deps.db, userId);
  if (!user) throw notFound('User');
  const next = { ...user, [fieldKey]: value };
  const errors = validateEditUser({ ...next, defaultRate: null });
  if (errors[fieldKey]) throw badUserInput({ [fieldKey]: errors[fieldKey] });
  // Only a new payroll id is checked (one kept from before the rule does not block the user's other edits).
  const newPayrollId = fieldKey === 'payrollId' && !sameCode(value as string | null, user.payrollId);
  if (newPayrollId && typeof value === 'string' && (await isPayrollIdTaken(deps.db, value, userId))) {
    throw badUserInput({ payrollId: PAYROLL_ID_TAKEN_MESSAGE });
  }
  const key = fieldKey as keyof typeof USER_COLUMNS;
  const set = {
    [key]: value,
    ...(newPayrollId ? { payrollIdDuplicate: false } : {}),
    updatedAt: deps.clock(),
  };
  await refusingDuplicate(PAYROLL_ID_INDEX, { payrollId: PAYROLL_ID_TAKEN_MESSAGE }, () =>
    deps.db
      .update(schema.users)
      .set(set as Partial<typeof schema.users.$inferInsert>)
      .where(eq(schema.users.id, userId)),
  );
}
