import { type DbOrTx, schema } from '@tally/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ClientRow } from '../../projects/index.ts';

const c = schema.clients;

/** Every client by name (client.all; the /admin/clients table, no paging). */
export function allClients(db: DbOrTx): Promise<ClientRow[]> {
  return db
    .select()
    .from(c)
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
}

/** One client write at a time (until the transaction ends): a name check and its write cannot interleave. */
export async function lockClientWrites(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('clients'))`);
}

/** Whether another client has this name, ignoring case. */
export async function isClientNameTaken(db: DbOrTx, name: string, exceptId: string | null): Promise<boolean> {
  const same = sql`lower(${c.name}) = lower(${name})`;
  const [taken] = await db
    .select({ id: c.id })
    .from(c)
    .where(exceptId ? and(same, ne(c.id, exceptId)) : same)
    .limit(1);
  return taken !== undefined;
}

export async function clientExists(db: DbOrTx, id: string): Promise<boolean> {
  const [current] = await db.select({ id: c.id }).from(c).where(eq(c.id, id)).limit(1);
  return current !== undefined;
}

export async function insertClient(
  db: DbOrTx,
  input: { name: string; shortName: string },
): Promise<ClientRow> {
  const [client] = await db.insert(c).values({ name: input.name, shortName: input.shortName }).returning();
  if (!client) throw new Error('client insert returned nothing');
  return client;
}

/** The client after the change, or undefined when it is gone. */
export async function updateClient(
  db: DbOrTx,
  id: string,
  input: { name: string; shortName: string; quickbooksCustomerName: string | null },
): Promise<ClientRow | undefined> {
  const [client] = await db
    .update(c)
    .set({
      name: input.name,
      shortName: input.shortName,
      quickbooksCustomerName: input.quickbooksCustomerName,
    })
    .where(eq(c.id, id))
    .returning();
  return client;
}
