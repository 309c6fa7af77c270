import type { AppDeps } from '../../../../../deps.ts';
import type { SnapshotQuery } from '../inputs.ts';
import { withStatementTimeout } from '../queries/statement-timeout.ts';
import { findGroups } from '../queries/window.ts';
import type { SnapshotGroup } from '../records.ts';

/** The groups of the level below `groupPath` (the contract's finance.timesheetSnapshotGroups, F-046). */
export async function snapshotGroups(
  deps: Pick<AppDeps, 'db'>,
  input: { query: SnapshotQuery; groupPath: readonly string[] },
): Promise<SnapshotGroup[]> {
  const groups = await withStatementTimeout(deps.db, (tx) =>
    findGroups(tx, { ...input.query, groupPath: input.groupPath }),
  );
  return groups.map((group) => ({ ...group, key: [...input.groupPath, group.value] }));
}
