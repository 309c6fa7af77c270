import type { DbOrTx } from '@tally/db';
import { type SQL, sql } from 'drizzle-orm';

/** A row of mail_outbox as a worker claims it. */
export type OutboxRow = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
};

/**
 * The INSERT of one outbox row, for a data-modifying CTE of the action's own statement (`with mail as (...)`):
 * the mail is durable exactly when the action is.
 */
export function outboxInsertSql(kind: string, payload: Record<string, unknown>): SQL {
  return sql`insert into mail_outbox (kind, payload) values (${kind}, ${JSON.stringify(payload)}::jsonb) returning id`;
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
