import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@tally/db';
import { sql } from 'drizzle-orm';
import { sendJson } from './respond.ts';

export interface Readiness {
  /** Null when the instance may take traffic, else why not. */
  check(): Promise<string | null>;
  /** A shutdown began: answer 503 from now on so the load balancer sends new requests elsewhere. */
  stopping(): void;
}

/** The `when` of the newest migration of the folder's journal (what drizzle's migrator compares). */
async function newestMigration(migrationsFolder: string): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * GET /api/ready for load balancers and orchestrators (beside /api/health, which only says the process
 * answers): 200 when the database answers and has every migration this build ships, 503 otherwise (also
 * once a shutdown began). /api/health stays 200 in those cases, so a slow database does not get the process
 * restarted.
 */
export function createReadiness(db: Db, migrationsFolder: string): Readiness {
  let expected: Promise<number> | undefined;
  let shuttingDown = false;
  return {
    stopping: () => {
      shuttingDown = true;
    },
    async check() {
      if (shuttingDown) return 'shutting down';
      expected ??= newestMigration(migrationsFolder);
      const wanted = await expected;
      let applied: number;
      try {
        const result = await db.execute<{ newest: string | number | null }>(
          sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
        );
        applied = Number(result.rows[0]?.newest ?? 0);
      } catch {
        return 'database unreachable';
      }
      return applied >= wanted ? null : 'migrations pending';
    },
  };
}

export async function readyRoute(
  res: Parameters<typeof sendJson>[0],
  readiness: Readiness | undefined,
): Promise<void> {
  const reason = readiness ? await readiness.check() : 'no readiness check';
  if (reason) return sendJson(res, 503, { ready: false, reason });
  return sendJson(res, 200, { ready: true });
}
