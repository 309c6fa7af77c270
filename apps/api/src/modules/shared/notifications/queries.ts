import type { DbOrTx } from '@tally/db';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { MailPerson, OutboxRow, Recipient } from './records.ts';

/**
 * The INSERT of one outbox row, none when the payload (JSON text) is null, for a data-modifying CTE of the
 * action's own statement (`with mail as (...)`): the mail is durable exactly when the action is. Placeholders
 * are welcome (a prepared statement that writes a mail only sometimes).
 */
export function outboxInsertSql(kind: string | Placeholder, payloadJson: string | null | Placeholder): SQL {
  return sql`insert into mail_outbox (kind, payload)
    select ${kind}::text, ${payloadJson}::jsonb where ${payloadJson}::jsonb is not null returning id`;
}

/** One outbox row of `kind` per payload, in one statement (for the writer's own transaction). */
export async function insertOutboxMails(
  db: DbOrTx,
  kind: string,
  payloads: readonly object[],
): Promise<number> {
  if (payloads.length === 0) return 0;
  const result = await db.execute<{ id: string }>(sql`
    insert into mail_outbox (kind, payload)
    select ${kind}, p.value from jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) p
    returning id`);
  return result.rows.length;
}

/**
 * One outbox row per recipient among `emails` who wants mail (recipientsSql: each address once, the account's
 * setting; unknown addresses get mail), its payload the facts plus `to` and `firstName`: one statement, for
 * the action's own transaction. Answers how many rows were written.
 */
export async function insertRecipientMails(
  db: DbOrTx,
  kind: string,
  emails: readonly string[],
  facts: Record<string, unknown>,
): Promise<number> {
  const recipients = recipientsSql(emails);
  if (!recipients) return 0;
  const result = await db.execute<{ id: string }>(sql`
    insert into mail_outbox (kind, payload)
    select ${kind}, ${JSON.stringify(facts)}::jsonb || jsonb_build_object('to', r.email, 'firstName', r.first_name)
    from (${recipients}) r
    where r.wants_mail
    returning id`);
  return result.rows.length;
}

/**
 * Claims up to `limit` due rows (oldest first; rows another worker holds are skipped) for `leaseSeconds`:
 * they are due again then unless sent (deleted) or rescheduled, so a worker that dies loses none.
 */
export async function claimDueMails(db: DbOrTx, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const result = await db.execute<OutboxRow>(sql`
    update mail_outbox m
    set attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where m.id in (
      select id from mail_outbox where next_attempt_at <= now()
      order by next_attempt_at, created_at limit ${limit}
      for update skip locked)
    returning m.id, m.kind, m.payload, m.attempts`);
  return result.rows.map((row) => ({
    ...row,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
  }));
}

/** The sent (or abandoned) rows go: one statement. */
export async function deleteOutboxRows(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`delete from mail_outbox where id in (${list})`);
}

/** A failed send: due again after `delaySeconds`, with the error kept for the operator. */
export async function rescheduleOutboxRow(
  db: DbOrTx,
  id: string,
  delaySeconds: number,
  error: string,
): Promise<void> {
  await db.execute(sql`
    update mail_outbox set next_attempt_at = now() + make_interval(secs => ${delaySeconds}), last_error = ${error}
    where id = ${id}`);
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
export async function findPerson(db: DbOrTx, userId: string): Promise<MailPerson | null> {
  const result = await db.execute<{ first_name: string; last_name: string; image_url: string | null }>(sql`
    select first_name, last_name, image_url from users where id = ${userId}`);
  const row = result.rows[0];
  return row
    ? { id: userId, firstName: row.first_name, lastName: row.last_name, imageUrl: row.image_url }
    : null;
}
