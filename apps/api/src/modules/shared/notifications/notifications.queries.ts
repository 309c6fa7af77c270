import type { DbOrTx } from '@tally/db';
import { type SQL, sql } from 'drizzle-orm';
import type { PersonRecord } from '../../timesheets/timesheet.records.ts';

export interface Recipient {
  email: string;
  firstName: string | null;
  /** False when the account turned e-mail notifications off (users.settings.emailNotifications). */
  wantsMail: boolean;
}

/**
 * The given addresses (trimmed, lower case, each once) as rows (email, first_name, wants_mail) with their
 * account's name and setting (users.settings.emailNotifications; unknown addresses get mail), or null when
 * there are none: the one home of who gets a mail (the outbox's per-recipient rows).
 */
export function recipientsSql(emails: readonly string[]): SQL | null {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return null;
  const list = sql.join(
    wanted.map((email) => sql`(${email})`),
    sql`, `,
  );
  return sql`
    select w.email, u.first_name,
      coalesce((u.settings ->> 'emailNotifications')::boolean, true) as wants_mail
    from (values ${list}) as w(email)
    left join user_emails e on e.address = w.email
    left join users u on u.id = e.user_id and u.account_active`;
}

/** The owner's first e-mail, name and setting. */
export async function findOwnerRecipient(db: DbOrTx, userId: string): Promise<Recipient | null> {
  const result = await db.execute<{ email: string; first_name: string; wants_mail: boolean }>(sql`
    select e.address as email, u.first_name,
      coalesce((u.settings ->> 'emailNotifications')::boolean, true) as wants_mail
    from users u join user_emails e on e.user_id = u.id
    where u.id = ${userId}
    order by e.created_at, e.address
    limit 1`);
  const row = result.rows[0];
  return row ? { email: row.email, firstName: row.first_name, wantsMail: row.wants_mail !== false } : null;
}

/** A user as a person (name, image), or null when the account is gone. */
export async function findPerson(db: DbOrTx, userId: string): Promise<PersonRecord | null> {
  const result = await db.execute<{ first_name: string; last_name: string; image_url: string | null }>(sql`
    select first_name, last_name, image_url from users where id = ${userId}`);
  const row = result.rows[0];
  return row
    ? { id: userId, firstName: row.first_name, lastName: row.last_name, imageUrl: row.image_url }
    : null;
}
