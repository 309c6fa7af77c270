/**
 * The one in-process cache of portal-wide settings that nearly every request reads (configuration rows, the
 * timesheet submit thresholds): read through once per database and kept for a short while. Writes made by
 * this process call `invalidateConfigurationCache()` (the configurations module's writes do; test fixtures that
 * write these tables directly must too). Changes made elsewhere (another instance, SQL by an administrator)
 * show after at most `CONFIGURATION_CACHE_MS`.
 */
export const CONFIGURATION_CACHE_MS = 10_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

let entries = new WeakMap<object, Map<string, Entry>>();

/** The cached value of `key` for this database, loaded by `load` when missing or expired. */
export function cachedConfiguration<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let byKey = entries.get(db);
  if (!byKey) {
    byKey = new Map();
    entries.set(db, byKey);
  }
  const now = Date.now();
  const hit = byKey.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { value, expires: now + CONFIGURATION_CACHE_MS };
  byKey.set(key, entry);
  // A failed read is not kept: the next caller tries again.
  value.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return value;
}

/** Forget every cached setting (call after writing configurations or thresholds). */
export function invalidateConfigurationCache(): void {
  entries = new WeakMap();
}
