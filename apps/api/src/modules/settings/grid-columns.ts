import { schema } from '@tally/db';
import {
  GRID_COLUMNS_MAX_LENGTH,
  type GridColumnsPatch,
  mergeColumnLayouts,
  readGridColumnsPatch,
} from '@tally/domain/settings/grid-columns';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { badUserInput } from '../../graphql/errors.ts';

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

/** updateUserSettings' agGridColumns (U-014): JSON text of table layouts, read into a patch or refused. */
export const gridColumnsText = z
  .string()
  .max(GRID_COLUMNS_MAX_LENGTH, 'The column layouts are too long.')
  .transform((text, context): GridColumnsPatch => {
    const result = readGridColumnsPatch(text);
    if (result.ok) return result.patch;
    context.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

/**
 * Applies a patch of table layouts to the user's stored agGridColumns: the named tables are replaced or
 * removed, the others kept. The row is locked first so two saves of different tables both land.
 */
export async function saveGridColumns(tx: Tx, userId: string, patch: GridColumnsPatch) {
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
