import type { Db } from '@tally/db';
import {
  PAYROLL_ID_TAKEN_MESSAGE,
  USER_EXISTS_MESSAGE,
  validateCreateUser,
} from '@tally/domain/admin/admin-users';
import { normalizeEmail } from '@tally/domain/auth/auth-rules';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { z } from 'zod';
import { recordAuditEvent } from '../../../auth/audit.ts';
import { assertNewPasswordAllowed } from '../../../auth/password-policy.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { refusingDuplicate } from '../../../graphql/unique-violation.ts';
import { parseInput } from '../../../graphql/validation.ts';
import type { WelcomeMailFacts } from '../../../mail/welcome-mail.ts';
import { emitWebhookEvent } from '../../integrations/index.ts';
import { insertOutboxMails, wakeMailOutbox } from '../../shared/notifications/index.ts';
import { listConfigurationRows } from '../../super-admin/index.ts';
import { reject, requireUser } from '../guards.ts';
import {
  findUserIdByEmail,
  insertUserWithEmail,
  isPayrollIdTaken,
  PAYROLL_ID_INDEX,
} from '../queries/users.ts';
import type { AdminUserRow } from '../records.ts';

async function configurations(db: Db) {
  return toConfigurationValues(await listConfigurationRows(db));
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
        const newId = await insertUserWithEmail(
          tx,
          {
            firstName: input.firstName ?? '',
            lastName: input.lastName ?? '',
            payrollId: input.payrollId,
            passwordHash,
          },
          email,
        );
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
