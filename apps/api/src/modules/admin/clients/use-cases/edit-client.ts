import type { DbOrTx } from '@tally/db';
import { CLIENT_MESSAGES } from '@tally/domain/admin/clients';
import { badUserInput, notFound } from '../../../../graphql/errors.ts';
import type { ClientRow } from '../../../projects/index.ts';
import { clientExists, isClientNameTaken, lockClientWrites, updateClient } from '../queries.ts';
import type { ClientInput } from '../records.ts';

/** client.edit(id, name, shortName, quickbooksCustomerName); another client's name (any case) is refused. */
export async function editClient(db: DbOrTx, id: string, input: ClientInput): Promise<ClientRow> {
  return db.transaction(async (tx) => {
    await lockClientWrites(tx);
    if (!(await clientExists(tx, id))) throw notFound('Client');
    if (await isClientNameTaken(tx, input.name, id)) throw badUserInput({ name: CLIENT_MESSAGES.nameTaken });
    const client = await updateClient(tx, id, input);
    if (!client) throw notFound('Client');
    return client;
  });
}
