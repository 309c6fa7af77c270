import type { ReportField } from '@tally/domain/custom-reports/report-fields';
import type { AppDeps } from '../../../../../deps.ts';
import type { SnapshotQuery } from '../inputs.ts';
import { withStatementTimeout } from '../queries/statement-timeout.ts';
import { findTokenFreeFields } from '../queries/token-free.ts';
import { filteredFields, findGroups } from '../queries/window.ts';
import type { SnapshotGroup } from '../records.ts';

/** The groups of the level below `groupPath` (the contract's finance.timesheetSnapshotGroups, F-046). */
export async function snapshotGroups(
  deps: Pick<AppDeps, 'db'>,
  input: { query: SnapshotQuery; groupPath: readonly string[] },
): Promise<SnapshotGroup[]> {
  const groups = await withStatementTimeout(deps.db, async (tx) => {
    const query = { ...input.query, groupPath: input.groupPath };
    const level = query.grouping[query.groupPath.length] as ReportField;
    const tokenFree = await findTokenFreeFields(tx, [...filteredFields(query), level]);
    return findGroups(tx, { ...query, tokenFree });
  });
  return groups.map((group) => ({ ...group, key: [...input.groupPath, group.value] }));
}
