import { type DbOrTx, schema } from '@tally/db';
import { type SavedReport, sameTableState } from '@tally/domain/custom-reports/saved-reports';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';

const { savedReports } = schema;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's reports, most recently updated first (F-053). */
export async function listSavedReports(db: DbOrTx, ownerUserId: string): Promise<SavedReport[]> {
  const rows = await db
    .select()
    .from(savedReports)
    .where(eq(savedReports.ownerUserId, ownerUserId))
    .orderBy(desc(savedReports.updatedAt), savedReports.name);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    tableState: {
      columnVisibility: row.tableState.columnVisibility ?? {},
      columnOrder: row.tableState.columnOrder ?? [],
      sorting: row.tableState.sorting ?? [],
      grouping: row.tableState.grouping ?? [],
      columnSizing: row.tableState.columnSizing ?? {},
      columnFilters: (row.tableState.columnFilters ?? []) as SavedReport['tableState']['columnFilters'],
    },
  }));
}

type Incoming = Pick<SavedReport, 'id' | 'name' | 'tableState'>;

/**
 * Makes the owner's saved reports exactly `reports` (the list the builder writes whole, F-055): reports left out
 * are deleted, changed ones updated (their updatedAt moves), new ones inserted. Timestamps are the server's; an
 * id that is not a uuid or belongs to someone else gets a fresh one. A handful of statements whatever the size.
 */
export async function replaceSavedReports(db: DbOrTx, ownerUserId: string, reports: readonly Incoming[]) {
  const existing = await db.select().from(savedReports).where(eq(savedReports.ownerUserId, ownerUserId));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const kept = reports.filter((report) => byId.has(report.id));
  const owned = eq(savedReports.ownerUserId, ownerUserId);
  const keptIds = kept.map((report) => report.id);
  await db
    .delete(savedReports)
    .where(keptIds.length > 0 ? and(owned, notInArray(savedReports.id, keptIds)) : owned);

  for (const report of kept) {
    const before = byId.get(report.id);
    if (
      before &&
      before.name === report.name &&
      sameTableState(before.tableState as never, report.tableState)
    )
      continue;
    await db
      .update(savedReports)
      .set({ name: report.name, tableState: report.tableState, updatedAt: sql`now()` })
      .where(and(owned, eq(savedReports.id, report.id)));
  }

  const fresh = reports.filter((report) => !byId.has(report.id));
  if (fresh.length === 0) return;
  const candidates = fresh.map((report) => report.id).filter((id) => UUID.test(id));
  const taken = new Set(
    candidates.length === 0
      ? []
      : (
          await db
            .select({ id: savedReports.id })
            .from(savedReports)
            .where(inArray(savedReports.id, candidates))
        ).map((row) => row.id),
  );
  await db.insert(savedReports).values(
    fresh.map((report) => ({
      ...(UUID.test(report.id) && !taken.has(report.id) ? { id: report.id } : {}),
      name: report.name,
      ownerUserId,
      tableState: report.tableState,
    })),
  );
}
