import {
  type BandColor,
  type DateRange,
  matchesUtilizationFilter,
  rangeCapacity,
  type UtilizationFilter,
  userPerformance,
  utilizationColor,
} from '@tally/domain/performance/utilization';
import { readJson, toConfigurationValues } from '@tally/domain/super-admin/config';
import type { AppDeps } from '../../../deps.ts';
import { cachedConfiguration, listConfigurationRows } from '../../super-admin/index.ts';
import { listReportedHours } from '../queries.ts';
import type { PerformancePage, PerformanceSummary, PerformanceUser } from '../records.ts';

/** The configured holidays, through the configuration cache (the week screen reads the same key). */
function configuredHolidays(db: AppDeps['db']): Promise<unknown> {
  return cachedConfiguration(db, 'holidays', async () =>
    readJson(toConfigurationValues(await listConfigurationRows(db)), 'holidays'),
  );
}

function summarize(users: readonly PerformanceUser[]): PerformanceSummary {
  const bands: Record<BandColor, number> = { green: 0, orange: 0, red: 0 };
  let sum = 0;
  let counted = 0;
  for (const user of users) {
    const pct = user.performance.pctUtilized;
    if (pct === null) continue;
    bands[utilizationColor(pct)] += 1;
    sum += pct;
    counted += 1;
  }
  return {
    users: users.length,
    underutilized: users.filter((u) => matchesUtilizationFilter(u.performance.pctUtilized, 'UNDERUTILIZED'))
      .length,
    overutilized: users.filter((u) => matchesUtilizationFilter(u.performance.pctUtilized, 'OVERUTILIZED'))
      .length,
    averageUtilization: counted === 0 ? null : Math.round((sum / counted) * 100) / 100,
    bands,
  };
}

/**
 * Users with performance(startDate, endDate) (X-007..X-011): one statement for everyone's approved hours, the
 * rules of @tally/domain/performance/utilization per person, then the Under/Overutilized filter (below 90 %, above 110 %)
 * and the page (50 by default, X-008). The summary covers everyone in the range, unfiltered.
 */
export async function performanceReport(
  deps: Pick<AppDeps, 'db'>,
  input: { range: DateRange; filter: UtilizationFilter; offset: number; limit: number },
): Promise<PerformancePage> {
  const [rows, holidays] = await Promise.all([
    listReportedHours(deps.db, input.range.start, input.range.end),
    configuredHolidays(deps.db),
  ]);
  const capacity = rangeCapacity(input.range, holidays);
  const everyone = rows.map(
    (row): PerformanceUser => ({
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      title: row.title,
      imageUrl: row.imageUrl,
      performance: userPerformance(capacity, row),
    }),
  );
  const matching = everyone.filter((user) =>
    matchesUtilizationFilter(user.performance.pctUtilized, input.filter),
  );
  return {
    range: input.range,
    capacity,
    total: matching.length,
    offset: input.offset,
    limit: input.limit,
    nodes: matching.slice(input.offset, input.offset + input.limit),
    summary: summarize(everyone),
  };
}
