import { type Db, schema } from '@tally/db';

export type ClientInput = Partial<typeof schema.clients.$inferInsert>;

/** A client (default name 'Client', no short name); answers its id. */
export async function createClient(db: Db, input: ClientInput = {}): Promise<string> {
  const [row] = await db
    .insert(schema.clients)
    .values({ name: 'Client', ...input })
    .returning({ id: schema.clients.id });
  return row!.id;
}
