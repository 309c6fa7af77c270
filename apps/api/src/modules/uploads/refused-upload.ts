import { schema } from '@tally/db';
import { and, eq, sql } from 'drizzle-orm';
import { mayEditTimesheetOf } from '../../auth/policies/timesheets.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { blobStorageOf, parseBlobReference, UPLOADS_CONTAINER } from '../../storage/index.ts';
import { findSheetsByIds } from '../timesheets/sheet.queries.ts';
import { timesheetBlobPrefix } from './files.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

const { timesheetAttachments, timesheetExpenses, timesheetExpenseAttachments } = schema;

/**
 * Records an uploaded file of a sheet (timesheetAttachment, timesheetExpenses); when the recording is refused
 * for any reason (a bad description, a read-only sheet, the file's content), the blob it named is deleted, so
 * a refused upload leaves nothing in storage. Only a blob of this sheet that the viewer may edit and that no
 * attachment or receipt records already is deleted.
 */
export async function discardUploadWhenRefused<T>(
  deps: Deps,
  viewer: Viewer | null,
  args: { timeSheetId: string | number; url?: string | null | undefined },
  record: () => Promise<T>,
): Promise<T> {
  try {
    return await record();
  } catch (error) {
    if (viewer && args.url) {
      await discardUnrecorded(deps, viewer, String(args.timeSheetId), args.url).catch((failure: unknown) =>
        deps.logger.warn({ err: failure }, 'could not delete the blob of a refused upload'),
      );
    }
    throw error;
  }
}

async function discardUnrecorded(
  deps: Deps,
  viewer: Viewer,
  timesheetId: string,
  url: string,
): Promise<void> {
  const reference = parseBlobReference(url.trim());
  if (!reference || reference.container !== UPLOADS_CONTAINER) return;
  if (!reference.key.startsWith(timesheetBlobPrefix(timesheetId))) return;
  const [sheet] = await findSheetsByIds(deps.db, [timesheetId]).catch(() => []);
  if (!sheet || !mayEditTimesheetOf(viewer, sheet.userId)) return;
  if (await isRecorded(deps, sheet.id, url.trim())) return;
  await blobStorageOf(deps).delete(reference.container, reference.key);
}

async function isRecorded(deps: Deps, timesheetId: string, url: string): Promise<boolean> {
  const result = await deps.db.execute<{ recorded: boolean }>(sql`select
    exists (select 1 from ${timesheetAttachments}
      where ${and(eq(timesheetAttachments.timesheetId, timesheetId), eq(timesheetAttachments.url, url))})
    or exists (select 1 from ${timesheetExpenseAttachments}
      join ${timesheetExpenses} on ${timesheetExpenses.id} = ${timesheetExpenseAttachments.expenseId}
      where ${and(eq(timesheetExpenses.timesheetId, timesheetId), eq(timesheetExpenseAttachments.url, url))})
    as recorded`);
  return Boolean(result.rows[0]?.recorded);
}
