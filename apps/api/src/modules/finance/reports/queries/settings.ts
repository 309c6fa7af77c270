import type { DbOrTx } from '@tally/db';
import type { AccountingExportSettings } from '@tally/domain/finance/finance-reports';
import type { IsoDate } from '@tally/domain/shared/dates';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { toWeekEnd } from '@tally/domain/timesheets/week';
import { cachedConfiguration, listConfigurationRows } from '../../../super-admin/index.ts';
import { cachedTimesheetSettings } from '../../../timesheets/index.ts';

export interface ReportSettings extends AccountingExportSettings {
  /** Configuration blended-rate; null when it is blank, 0 or not a number (F-032). */
  blendedRate: number | null;
}

export function loadReportSettings(db: DbOrTx): Promise<ReportSettings> {
  return cachedConfiguration(db, 'finance-report-settings', async () => {
    const values = toConfigurationValues(await listConfigurationRows(db));
    const rate = Number(readString(values, 'blended-rate'));
    return {
      billableStatus: readString(values, 'accounting-export-billable-status'),
      serviceItem: readString(values, 'accounting-export-service-item'),
      blendedRate:
        readString(values, 'blended-rate') !== '' && Number.isFinite(rate) && rate > 0 ? rate : null,
    };
  });
}

/** Any date of a week names that week: it moves forward to the configured week-end day (F-012). */
export async function weekEndOf(db: DbOrTx, date: IsoDate): Promise<IsoDate> {
  const { weekEndDay } = await cachedTimesheetSettings(db);
  return toWeekEnd(date, weekEndDay);
}
