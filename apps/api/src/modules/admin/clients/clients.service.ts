import { type DbOrTx, schema } from '@tally/db';
import { CLIENT_MESSAGES } from '@tally/domain/admin/clients';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { badUserInput, notFound } from '../../../graphql/errors.ts';
import type { ClientRow } from '../../projects/index.ts';

const c = schema.clients;

export interface ClientInput {
  name: string;
  shortName: string;
  quickbooksCustomerName: string | null;
}

/** Every client by name (client.all; the /admin/clients table, no paging). */
export function allClients(db: DbOrTx): Promise<ClientRow[]> {
  return db
    .select()
    .from(c)
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
}

/** A second client of the same name (any case) is refused, as Add Project does. */
async function refuseTakenName(db: DbOrTx, name: string, exceptId: string | null): Promise<void> {
  const same = sql`lower(${c.name}) = lower(${name})`;
  const [taken] = await db
    .select({ id: c.id })
    .from(c)
    .where(exceptId ? and(same, ne(c.id, exceptId)) : same)
    .limit(1);
  if (taken) throw badUserInput({ name: CLIENT_MESSAGES.nameTaken });
}

/** client.add(name, shortName): a new client without a customer name. */
export async function addClient(db: DbOrTx, input: { name: string; shortName: string }): Promise<ClientRow> {
  return db.transaction(async (tx) => {
    // One client write at a time: the name check and the insert cannot interleave with another's.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('clients'))`);
    await refuseTakenName(tx, input.name, null);
    const [client] = await tx.insert(c).values({ name: input.name, shortName: input.shortName }).returning();
    if (!client) throw new Error('client insert returned nothing');
    return client;
  });
}

/** client.edit(id, name, shortName, quickbooksCustomerName). */
export async function editClient(db: DbOrTx, id: string, input: ClientInput): Promise<ClientRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('clients'))`);
    const [current] = await tx.select({ id: c.id }).from(c).where(eq(c.id, id)).limit(1);
    if (!current) throw notFound('Client');
    await refuseTakenName(tx, input.name, id);
    const [client] = await tx
      .update(c)
      .set({
        name: input.name,
        shortName: input.shortName,
        quickbooksCustomerName: input.quickbooksCustomerName,
      })
      .where(eq(c.id, id))
      .returning();
    if (!client) throw notFound('Client');
    return client;
  });
}
