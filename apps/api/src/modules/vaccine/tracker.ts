import type { DbOrTx } from '@tally/db';
import { addDays, isoDateOf } from '@tally/domain/shared/dates';
import { readBoolean, readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { VACCINE_TEXTS, vaccineDeadline } from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../deps.ts';
import { apiError } from '../../graphql/errors.ts';
import { cachedConfiguration, listConfigurationRows } from '../super-admin/index.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

export interface VaccineSettings {
  enabled: boolean;
  deadline: string;
}

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
