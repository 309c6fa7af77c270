import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { asc, eq, sql } from 'drizzle-orm';

/** A user the finance entry screen may pick (F-076): name, first e-mail and whether the account is active. */
export interface ManualTimesheetUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  accountActive: boolean;
}

const { users } = schema;

/**
 * The users of the 'Add Timesheet for Other Users' select, by first then last name; inactive accounts only
 * when asked (F-077). One statement: each user's first e-mail comes from a correlated lookup on its index.
 */
export function listManualTimesheetUsers(
  db: DbOrTx,
  options: { includeInactive: boolean },
): Promise<ManualTimesheetUser[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: sql<string | null>`(
        select e.address from user_emails e where e.user_id = "users"."id"
        order by e.created_at, e.address limit 1)`,
      accountActive: users.accountActive,
    })
    .from(users)
    .where(options.includeInactive ? undefined : eq(users.accountActive, true))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
