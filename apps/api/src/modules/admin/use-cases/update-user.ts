import {
  type EMPLOYEE_TYPES,
  PAYROLL_ID_TAKEN_MESSAGE,
  type PAYROLL_ITEMS,
  validateEditUser,
} from '@tally/domain/admin/admin-users';
import { z } from 'zod';
import { fieldChanges, recordAuditEvent } from '../../../auth/audit.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { id } from '../../../graphql/args.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { refusingDuplicate, sameCode } from '../../../graphql/unique-violation.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { reject, requireUser } from '../guards.ts';
import {
  findAdminUser,
  isPayrollIdTaken,
  lockUserRow,
  PAYROLL_ID_INDEX,
  updateUserRow,
} from '../queries/users.ts';
import type { AdminUserRow } from '../records.ts';

/** Present text, trimmed; null or blank clears; left out (undefined) keeps the stored value. */
const patchText = z
  .string()
  .nullish()
  .transform((value) => (value === undefined ? undefined : value?.trim() || null));

const updateUserInput = z.object({
  userId: id,
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  title: patchText,
  department: patchText,
  payrollId: patchText,
  role: patchText,
  employeeType: patchText,
  quickbooksEmployeeName: patchText,
  quickbooksPayrollItem: patchText,
  supervisorId: patchText,
  defaultRate: z.number().nullish(),
});

export type UpdateUserArgs = z.input<typeof updateUserInput>;

/** Keeps the keys whose value was given: updateUser changes only those (patch semantics). */
function givenOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * updateUser (D-016..D-021): changes only the fields given (an argument left out keeps its value, null
 * clears it); names trimmed and required when given; the supervisor another existing user; the payroll id
 * unused by anyone else, ignoring case.
 */
export async function updateUser(deps: AppDeps, viewer: Viewer, args: UpdateUserArgs): Promise<AdminUserRow> {
  const input = parseInput(updateUserInput, args);
  reject(validateEditUser(input));
  const current = await requireUser(deps.db, input.userId);
  if (input.supervisorId) {
    const supervisor = z.guid().safeParse(input.supervisorId);
    if (
      !supervisor.success ||
      supervisor.data === input.userId ||
      !(await findAdminUser(deps.db, supervisor.data))
    ) {
      throw badUserInput({ supervisorId: 'Choose another user as supervisor' });
    }
  }
  // Only a new payroll id is checked: a user keeping one shared from before the rule can still be edited.
  const newPayrollId = input.payrollId !== undefined && !sameCode(input.payrollId, current.payrollId);
  if (newPayrollId && input.payrollId && (await isPayrollIdTaken(deps.db, input.payrollId, input.userId))) {
    throw badUserInput({ payrollId: PAYROLL_ID_TAKEN_MESSAGE });
  }
  const { userId, firstName, lastName, defaultRate, ...rest } = input;
  const changes = givenOnly({
    ...rest,
    firstName: firstName?.trim(),
    lastName: lastName?.trim(),
    employeeType: rest.employeeType as (typeof EMPLOYEE_TYPES)[number] | null | undefined,
    quickbooksPayrollItem: rest.quickbooksPayrollItem as (typeof PAYROLL_ITEMS)[number] | null | undefined,
    defaultRate: defaultRate === undefined ? undefined : defaultRate === null ? null : defaultRate.toFixed(2),
  });
  // A new payroll id leaves the duplicates kept from before the rule (migration 0016); two saves taking one at
  // once both pass the check above, and the unique index refuses the second.
  await refusingDuplicate(PAYROLL_ID_INDEX, { payrollId: PAYROLL_ID_TAKEN_MESSAGE }, () =>
    deps.db.transaction(async (tx) => {
      const before = await lockUserRow(tx, userId);
      await updateUserRow(tx, userId, {
        ...changes,
        ...(newPayrollId ? { payrollIdDuplicate: false } : {}),
        updatedAt: deps.clock(),
      });
      await recordAuditEvent(tx, {
        type: 'user-updated',
        now: deps.clock(),
        userId,
        metadata: { byUserId: viewer.userId, changes: fieldChanges(before ?? {}, changes) },
      });
    }),
  );
  return requireUser(deps.db, userId);
}
