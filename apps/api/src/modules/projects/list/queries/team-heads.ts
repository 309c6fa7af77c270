import type { DbOrTx } from '@tally/db';
import { type SQL, sql } from 'drizzle-orm';
import type { TeamHead } from '../records.ts';

// A project's team head: its active member count and first few members, for the project cards (M-008).

/** A team head as teamHeadJson builds it: [active member count, [first members in the order they joined]]. */
export type TeamHeadJson = [
  number,
  [string, string, string | null, string | null, string | null, string | null][] | null,
];

/**
 * One project's active team size and its first `limit` active members (in the order they joined: created_at,
 * then id) as one JSON value, for a column of a project statement. Both walk project_resources_team_idx:
 * the count without the rows, the members only as far as the limit. A member is a text array (json_agg
 * converts its one type once), not a json_build_array (which looks up the type of each cell of each member).
 */
export function teamHeadJson(projectId: SQL, limit: number): SQL<TeamHeadJson> {
  return sql<TeamHeadJson>`json_build_array(
    (SELECT count(*) FROM project_resources pr WHERE pr.project_id = ${projectId} AND NOT pr.inactive),
    (SELECT json_agg(ARRAY[t.id::text, t.email, t.name, t.first_name, t.last_name, t.image_url]
                     ORDER BY t.created_at, t.id)
     FROM (
       SELECT pr.id, pr.email, pr.name, u.first_name, u.last_name, u.image_url, pr.created_at
       FROM project_resources pr LEFT JOIN users u ON u.id = pr.user_id
       WHERE pr.project_id = ${projectId} AND NOT pr.inactive
       ORDER BY pr.created_at, pr.id
       LIMIT ${sql.raw(String(Math.max(limit, 1)))}
     ) t))`;
}

export function teamHeadOf(json: TeamHeadJson | null): TeamHead {
  if (!json || Number(json[0]) === 0) return { count: 0, members: [] };
  return {
    count: Number(json[0]),
    members: (json[1] ?? []).map(([id, email, name, firstName, lastName, imageUrl]) => ({
      id,
      email,
      name,
      firstName,
      lastName,
      imageUrl,
    })),
  };
}

/**
 * Each project's active team size and its first `limit` active members (in the order they joined), in one
 * statement. Projects without an active member are left out.
 */
export async function findTeamHeads(
  db: DbOrTx,
  projectIds: readonly string[],
  limit: number,
): Promise<Map<string, TeamHead>> {
  if (projectIds.length === 0) return new Map();
  const result = await db.execute<{
    project_id: string;
    team_count: string;
    position: string;
    id: string;
    email: string;
    name: string | null;
    first_name: string | null;
    last_name: string | null;
    image_url: string | null;
  }>(sql`
    SELECT t.project_id, t.team_count, t.position, t.id, t.email, t.name, u.first_name, u.last_name, u.image_url
    FROM (
      SELECT pr.*, row_number() OVER (PARTITION BY pr.project_id ORDER BY pr.created_at, pr.id) AS position,
             count(*) OVER (PARTITION BY pr.project_id) AS team_count
      FROM project_resources pr
      WHERE pr.project_id = ANY(${sql.param([...projectIds])}::uuid[]) AND NOT pr.inactive
    ) t
    LEFT JOIN users u ON u.id = t.user_id
    WHERE t.position <= ${Math.max(limit, 1)}
    ORDER BY t.project_id, t.position`);
  const teams = new Map<string, TeamHead>();
  for (const row of result.rows) {
    let team = teams.get(row.project_id);
    if (!team) {
      team = { count: Number(row.team_count), members: [] };
      teams.set(row.project_id, team);
    }
    if (Number(row.position) > limit) continue;
    team.members.push({
      id: row.id,
      email: row.email,
      name: row.name,
      firstName: row.first_name,
      lastName: row.last_name,
      imageUrl: row.image_url,
    });
  }
  return teams;
}
