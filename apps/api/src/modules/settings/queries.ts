import { type DbOrTx, schema } from '@tally/db';
import {
  GRID_COLUMNS_MAX_LENGTH,
  type GridColumnsPatch,
  mergeColumnLayouts,
} from '@tally/domain/settings/grid-columns';
import { eq, sql } from 'drizzle-orm';
import { badUserInput } from '../../graphql/errors.ts';

/** Merges the given keys into the user's settings (a null value clears its key). */
export async function mergeUserSettings(db: DbOrTx, userId: string, patch: Record<string, unknown>) {
  await db
    .update(schema.users)
    .set({ settings: sql`${schema.users.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(schema.users.id, userId));
}

/**
 * Applies a patch of table layouts to the user's stored agGridColumns: the named tables are replaced or
 * removed, the others kept. The row is locked first so two saves of different tables both land.
 */
export async function saveGridColumns(tx: DbOrTx, userId: string, patch: GridColumnsPatch) {
  const [row] = await tx
    .select({ stored: sql<string | null>`${schema.users.settings} ->> 'agGridColumns'` })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for('update');
  const text = mergeColumnLayouts(row?.stored, patch);
  if (text.length > GRID_COLUMNS_MAX_LENGTH) {
    throw badUserInput({ 'input.agGridColumns': 'The column layouts are too long.' });
  }
  await tx
    .update(schema.users)
    .set({ settings: sql`${schema.users.settings} || jsonb_build_object('agGridColumns', ${text}::text)` })
    .where(eq(schema.users.id, userId));
}
