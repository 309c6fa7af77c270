import type { DbOrTx } from '@tally/db';
import { CLIENT_MESSAGES } from '@tally/domain/admin/clients';
import { badUserInput } from '../../../../graphql/errors.ts';
import type { ClientRow } from '../../../projects/index.ts';
import { insertClient, isClientNameTaken, lockClientWrites } from '../queries.ts';

/** client.add(name, shortName): a new client without a customer name; a second of the same name is refused. */
export async function addClient(db: DbOrTx, input: { name: string; shortName: string }): Promise<ClientRow> {
  return db.transaction(async (tx) => {
    await lockClientWrites(tx);
    if (await isClientNameTaken(tx, input.name, null))
      throw badUserInput({ name: CLIENT_MESSAGES.nameTaken });
    return insertClient(tx, input);
  });
}
