import type { DbOrTx } from '@tally/db';
import { addDays, isoDateOf } from '@tally/domain/shared/dates';
import { UPLOAD_EXPIRED, UPLOAD_TOO_LARGE } from '@tally/domain/shared/uploads';
import { readBoolean, readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import {
  IMAGE_SIGNATURE_BYTES,
  IMAGE_TYPE_ERROR,
  type ImageType,
  imageTypeOfBytes,
  isProofFileNameOf,
  type ProofKind,
  VACCINE_TEXTS,
  vaccineDeadline,
} from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../deps.ts';
import { apiError, badUserInput } from '../../graphql/errors.ts';
import {
  blobStorageOf,
  MAX_UPLOAD_BYTES,
  parseBlobReference,
  UPLOADS_CONTAINER,
} from '../../storage/index.ts';
import { holdPendingUpload } from '../shared/uploads/index.ts';
import { cachedConfiguration, listConfigurationRows } from '../super-admin/index.ts';
import type { VaccineSettings } from './records.ts';

/** The checks before the vaccine tracker answers or records anything. */

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

function vaccineSettings(db: DbOrTx): Promise<VaccineSettings> {
  return cachedConfiguration(db, 'vaccine-settings', async () => {
    const values = toConfigurationValues(await listConfigurationRows(db));
    return {
      enabled: readBoolean(values, 'vaccine-tracker-enabled'),
      deadline: vaccineDeadline(readString(values, 'vaccine-deadline-date')),
    };
  });
}

/** Every vaccine field answers only while the module flag is on (V: routes exist only then). */
export async function assertTrackerOn(db: DbOrTx): Promise<VaccineSettings> {
  const settings = await vaccineSettings(db);
  if (!settings.enabled) throw apiError('FORBIDDEN', VACCINE_TEXTS.trackerOff);
  return settings;
}

/** The last day a user may date a vaccination or test: today on the server, plus a day for zones ahead of UTC. */
export function latestAllowedDay(deps: Deps): string {
  return addDays(isoDateOf(deps.clock()), 1);
}

/**
 * Before a proof URL is recorded: it must be one of this user's own uploads of that kind (a `storage://`
 * reference this API signed), present, under 20 MB and a JPEG or PNG by its first bytes. A stored blob that
 * fails the size or content check is deleted.
 */
export async function assertOwnProof(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  userId: string,
  kind: ProofKind,
  field: string,
  url: string,
): Promise<ImageType> {
  const reference = parseBlobReference(url);
  if (
    !reference ||
    reference.container !== UPLOADS_CONTAINER ||
    !isProofFileNameOf(reference.key, userId, kind)
  ) {
    throw badUserInput({ [field]: 'This file was not uploaded by you.' });
  }
  // Held so the abandoned-uploads job cannot delete the blob while it is checked and recorded.
  const { wasPending } = await holdPendingUpload(deps, reference.container, reference.key);
  const storage = blobStorageOf(deps);
  const info = await storage.stat(reference.container, reference.key);
  if (!info) {
    throw badUserInput({ [field]: wasPending ? 'The file has not been uploaded.' : UPLOAD_EXPIRED });
  }
  if (info.size > MAX_UPLOAD_BYTES) {
    await storage.delete(reference.container, reference.key);
    throw badUserInput({ [field]: UPLOAD_TOO_LARGE });
  }
  const head = await storage.readStart(reference.container, reference.key, IMAGE_SIGNATURE_BYTES);
  const type = head ? imageTypeOfBytes(head) : null;
  if (!type) {
    await storage.delete(reference.container, reference.key);
    throw badUserInput({ [field]: IMAGE_TYPE_ERROR });
  }
  return type;
}
