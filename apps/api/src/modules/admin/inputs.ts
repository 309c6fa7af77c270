import {
  isQuickEditCollection,
  QUICK_EDIT_COLLECTIONS,
  type QuickEditCollection,
} from '@tally/domain/admin/quick-edit';
import { z } from 'zod';
import { parseInput } from '../../graphql/validation.ts';

export const collectionArg = z
  .string()
  .refine(isQuickEditCollection, {
    message: `Collection must be one of ${QUICK_EDIT_COLLECTIONS.join(', ')}`,
  })
  .transform((value) => value as QuickEditCollection);

/** The collection argument of admin.adminCollection and the cell update. */
export function parseCollection(collection: unknown): QuickEditCollection {
  return parseInput(z.object({ collection: collectionArg }), { collection }).collection;
}
