import { type Db, schema } from '@tally/db';
import {
  APPROVER_NOT_ACTIVE_USER_MESSAGE,
  APPROVER_TYPES,
  type ApproverKind,
  approverValue,
  type EMPLOYEE_TYPES,
  NEW_PASSWORD_REQUIRED_MESSAGE,
  PAYROLL_ID_TAKEN_MESSAGE,
  type PAYROLL_ITEMS,
  USER_EXISTS_MESSAGE,
  validateApprover,
  validateCreateUser,
  validateEditUser,
} from '@tally/domain/admin/admin-users';
import { normalizeEmail } from '@tally/domain/auth/auth-rules';
import { ADMIN_TOGGLEABLE_GROUPS, type GroupName } from '@tally/domain/auth/groups';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fieldChanges, recordAuditEvent } from '../../auth/audit.ts';
import { assertNewPasswordAllowed } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { voidResetTokens } from '../../auth/reset-tokens.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { id } from '../../graphql/args.ts';
import { badUserInput, notFound } from '../../graphql/errors.ts';
import { parseInput } from '../../graphql/validation.ts';
import type { WelcomeMailFacts } from '../../mail/welcome-mail.ts';
import { emitWebhookEvent } from '../integrations/index.ts';
import { refusingDuplicate, sameCode } from '../projects/unique-violation.ts';
import { insertOutboxMails, wakeMailOutbox } from '../shared/notifications/index.ts';
import { listConfigurationRows } from '../super-admin/configurations/configurations.queries.ts';
import { findActiveUserIdByEmail, isPayrollIdTaken, PAYROLL_ID_INDEX } from './identity.queries.ts';
import {
  type AdminUserRow,
  addApproverSetting,
  addGroup,
  findAdminUser,
  findUserIdByEmail,
  removeApproverSetting,
  removeGroup,
} from './users.queries.ts';

const { users, userEmails } = schema;

/** Throws BAD_USER_INPUT with the messages when there are any (nothing is written). */
function reject(errors: Record<string, string>): void {
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
}

async function configurations(db: Db) {
  return toConfigurationValues(await listConfigurationRows(db));
}

async function requireUser(db: Db, userId: string): Promise<AdminUserRow> {
  const user = await findAdminUser(db, userId);
  if (!user) throw notFound('User');
  return user;
}

/** The account of a `userEmail` argument (addToGroup, addApprover...): BAD_USER_INPUT when none has it. */
async function requireUserByEmail(db: Db, email: string): Promise<string> {
  const userId = await findUserIdByEmail(db, normalizeEmail(email));
  if (!userId) throw badUserInput({ userEmail: 'No user has this e-mail address' });
  return userId;
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => {
    const text = (value ?? '').trim();
    return text === '' ? null : text;
  });

const createUserInput = z.object({
  email: z.string(),
  password: z.string().nullish(),
  firstName: optionalText,
  lastName: optionalText,
  notify: z.boolean().nullish(),
  payrollId: optionalText,
});

export type CreateUserArgs = z.input<typeof createUserInput>;

/**
 * createUser (D-009..D-014): a new active account with one e-mail, the password (argon2id) when one is given,
 * and an optional welcome mail through the outbox, written in the same transaction.
 */
export async function createUser(deps: AppDeps, viewer: Viewer, args: CreateUserArgs): Promise<AdminUserRow> {
  const input = parseInput(createUserInput, args);
  const values = await configurations(deps.db);
  reject(validateCreateUser(input, readString(values, 'sso-email-domain')));
  const email = normalizeEmail(input.email);
  if (await findUserIdByEmail(deps.db, email)) throw badUserInput({ email: USER_EXISTS_MESSAGE });
  if (input.payrollId?.trim() && (await isPayrollIdTaken(deps.db, input.payrollId, null))) {
    throw badUserInput({ payrollId: PAYROLL_ID_TAKEN_MESSAGE });
  }
  const password = input.password ?? '';
  if (password !== '')
    assertNewPasswordAllowed('password', password, [email, input.firstName ?? '', input.lastName ?? '']);
  const passwordHash = password === '' ? null : await hashPassword(password);
  const now = deps.clock();
  let mails = 0;
  // Two creates with one e-mail or payroll id at once both pass the checks above; the unique indexes refuse
  // the second with the same message.
  const userId = await refusingDuplicate(PAYROLL_ID_INDEX, { payrollId: PAYROLL_ID_TAKEN_MESSAGE }, () =>
    refusingDuplicate('user_emails_address_key', { email: USER_EXISTS_MESSAGE }, () =>
      deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            firstName: input.firstName ?? '',
            lastName: input.lastName ?? '',
            payrollId: input.payrollId,
            passwordHash,
            accountActive: true,
          })
          .returning({ id: users.id });
        const newId = row!.id;
        await tx.insert(userEmails).values({ userId: newId, address: email, verified: false });
        if (input.notify) {
          const base = deps.config.publicUrl;
          const facts: WelcomeMailFacts = {
            to: email,
            firstName: input.firstName,
            companyShortName: readString(values, 'company-short-name'),
            signInLink: `${base}/auth/signin`,
            passwordSet: passwordHash !== null,
            resetLink: `${base}/auth/reset-password`,
          };
          mails = await insertOutboxMails(tx, 'user-created', [facts]);
        }
        await recordAuditEvent(tx, {
          type: 'user-created',
          now,
          userId: newId,
          email,
          metadata: {
            byUserId: viewer.userId,
            notify: Boolean(input.notify),
            password: passwordHash !== null,
          },
        });
        await emitWebhookEvent(
          tx,
          'USER_CREATED',
          {
            userId: newId,
            email,
            firstName: input.firstName ?? '',
            lastName: input.lastName ?? '',
            byUserId: viewer.userId,
          },
          now,
        );
        return newId;
      }),
    ),
  );
  if (mails > 0) wakeMailOutbox(deps);
  return requireUser(deps.db, userId);
}

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
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      await tx
        .update(users)
        .set({ ...changes, ...(newPayrollId ? { payrollIdDuplicate: false } : {}), updatedAt: deps.clock() })
        .where(eq(users.id, userId));
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

const groupInput = z.object({
  userEmail: z.string().trim().min(1, 'Required'),
  name: z.string().refine((name) => (ADMIN_TOGGLEABLE_GROUPS as readonly string[]).includes(name), {
    message: `Group must be one of ${ADMIN_TOGGLEABLE_GROUPS.join(', ')}`,
  }),
});

/** addToGroup / removeFromGroup (D-022): applies at once; adding twice or removing an absent group is a no-op. */
export async function setGroup(
  deps: AppDeps,
  viewer: Viewer,
  args: { userEmail: string; name: string },
  member: boolean,
): Promise<AdminUserRow> {
  const input = parseInput(groupInput, args);
  const userId = await requireUserByEmail(deps.db, input.userEmail);
  const name = input.name as GroupName;
  await deps.db.transaction(async (tx) => {
    if (member) await addGroup(tx, userId, name);
    else await removeGroup(tx, userId, name);
    await recordAuditEvent(tx, {
      type: member ? 'user-group-added' : 'user-group-removed',
      now: deps.clock(),
      userId,
      metadata: { byUserId: viewer.userId, group: name },
    });
  });
  return requireUser(deps.db, userId);
}

const approverInput = z.object({
  userEmail: z.string().trim().min(1, 'Required'),
  type: z.string().nullish(),
  value: z.string().nullish(),
  delegated: z.boolean().nullish(),
});

/** addApprover / removeApprover (D-023..D-028): the settings approval routing reads (user_approvers). */
export async function setApprover(
  deps: AppDeps,
  viewer: Viewer,
  args: z.input<typeof approverInput>,
  present: boolean,
): Promise<AdminUserRow> {
  const input = parseInput(approverInput, args);
  reject(validateApprover(input));
  const type = input.type as ApproverKind;
  if (!(APPROVER_TYPES as readonly string[]).includes(type)) throw badUserInput({ type: 'Select a type' });
  const userId = await requireUserByEmail(deps.db, input.userEmail);
  const approver = { type, value: approverValue(type, input.value), delegated: input.delegated ?? false };
  if (present && type === 'individual' && !(await findActiveUserIdByEmail(deps.db, approver.value))) {
    throw badUserInput({ value: APPROVER_NOT_ACTIVE_USER_MESSAGE });
  }
  await deps.db.transaction(async (tx) => {
    if (present) await addApproverSetting(tx, userId, approver);
    else await removeApproverSetting(tx, userId, approver);
    await recordAuditEvent(tx, {
      type: present ? 'user-approver-added' : 'user-approver-removed',
      now: deps.clock(),
      userId,
      metadata: { byUserId: viewer.userId, ...approver },
    });
  });
  return requireUser(deps.db, userId);
}

const resetInput = z.object({
  id,
  email: z.string().nullish(),
  password: z.string().min(1, NEW_PASSWORD_REQUIRED_MESSAGE),
});

/** resetUserPassword (D-031): a new argon2id hash; the user's sessions end, as after any password change. */
export async function resetUserPassword(
  deps: AppDeps,
  viewer: Viewer,
  args: z.input<typeof resetInput>,
): Promise<boolean> {
  const input = parseInput(resetInput, args);
  const user = await requireUser(deps.db, input.id);
  if (input.email && !user.emails.some((email) => email.address === normalizeEmail(input.email ?? ''))) {
    throw badUserInput({ email: 'The e-mail address does not belong to this user' });
  }
  const context = [...user.emails.map((email) => email.address), user.firstName ?? '', user.lastName ?? ''];
  assertNewPasswordAllowed('password', input.password, context);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: deps.clock() }).where(eq(users.id, input.id));
    await voidResetTokens(tx, input.id, deps.clock());
    await deleteUserSessions(tx, input.id);
    await recordAuditEvent(tx, {
      type: 'password-changed',
      now: deps.clock(),
      userId: input.id,
      metadata: { method: 'admin-reset', byUserId: viewer.userId },
    });
  });
  return true;
}

const activeInput = z.object({ id, status: z.boolean() });

/** activeInactiveAccount (D-032): saves at once; deactivating ends every session of the account. */
export async function activeInactiveAccount(
  deps: AppDeps,
  viewer: Viewer,
  args: z.input<typeof activeInput>,
): Promise<AdminUserRow> {
  const input = parseInput(activeInput, args);
  const before = await requireUser(deps.db, input.id);
  if (!input.status && input.id === viewer.userId) {
    throw badUserInput({ status: 'You cannot deactivate your own account' });
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ accountActive: input.status, updatedAt: deps.clock() })
      .where(eq(users.id, input.id));
    if (!input.status) await deleteUserSessions(tx, input.id);
    await recordAuditEvent(tx, {
      type: input.status ? 'user-activated' : 'user-deactivated',
      now: deps.clock(),
      userId: input.id,
      metadata: { byUserId: viewer.userId },
    });
    // Other systems hear of a deactivation once: deactivating an inactive account again tells nobody.
    if (!input.status && before.accountActive) {
      await emitWebhookEvent(
        tx,
        'USER_DEACTIVATED',
        { userId: input.id, byUserId: viewer.userId },
        deps.clock(),
      );
    }
  });
  return requireUser(deps.db, input.id);
}
