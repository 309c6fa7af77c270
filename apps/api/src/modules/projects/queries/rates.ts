import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL side of C-024's rate (packages/domain/src/projects/cost.ts `applicableRate` is the rule): the facts
 * each person's rate on a project depends on, read once per (project, person), and the rate they give with a
 * deliverable's own rate. approved-work.queries.ts prices project money with the facts; the snapshot windows
 * price, sort, filter and group by the rate in SQL with both; the hours export shows the facts themselves.
 */

/**
 * A column (rate or name) of the project role the person's resource entry names on the project (their first
 * entry: active before inactive, oldest first), C-024's second rate. `project` and `user` are SQL of ids.
 */
export function resourceRoleSql(column: 'rate' | 'name', project: SQL, user: SQL): SQL {
  return sql`(SELECT ${sql.raw(`pr.${column}`)} FROM project_resources res
                JOIN project_roles pr ON pr.project_id = res.project_id AND pr.name = res.role
               WHERE res.project_id = ${project}
                 AND (res.user_id = ${user}
                      OR lower(res.email) IN (SELECT ue.address FROM user_emails ue WHERE ue.user_id = ${user}))
               ORDER BY res.inactive, res.created_at LIMIT 1)`;
}

/** A column of the project role named like the user's role (`role`), C-024's third rate. */
export function userRoleSql(column: 'rate' | 'name', project: SQL, role: SQL): SQL {
  return sql`(SELECT ${sql.raw(`pr.${column}`)} FROM project_roles pr
               WHERE pr.project_id = ${project} AND pr.name = ${role} LIMIT 1)`;
}

/**
 * The body of a `rates` CTE: for each (project_id, user_id) pair `pairs` selects, the person's default rate
 * and names, the rate of the project role their resource entry names (their first entry: active before
 * inactive, oldest first) and the rate of the project role named like their own role.
 */
export function rateFactsCte(pairs: SQL): SQL {
  return sql`
      SELECT p.project_id, p.user_id, u.default_rate, u.first_name, u.last_name,
             ${resourceRoleSql('rate', sql`p.project_id`, sql`p.user_id`)} AS resource_role_rate,
             ${userRoleSql('rate', sql`p.project_id`, sql`u.role`)} AS user_role_rate
      FROM (${pairs}) p
      JOIN users u ON u.id = p.user_id`;
}

/**
 * The same facts as `rateFactsCte`, written as joins rather than a lookup per pair: for the thousands of pairs
 * of a long range (a year's snapshot), where PostgreSQL can then hash them once and scan the entries in
 * parallel (a correlated subquery keeps a plan serial). `pairs` must give each (project_id, user_id) once and
 * select table columns without DISTINCT or GROUP BY, so that the planner knows how many distinct keys they
 * hold: without that it assumes a tenth of them share a hash bucket and hashes the million entries instead.
 * The resource's role as in `resourceRoleSql`: their first matching entry, active before inactive, oldest
 * first; the user's role as in `userRoleSql` (a project's role names are unique).
 */
export function rateFactsJoinedSql(pairs: SQL): SQL {
  return sql`
      SELECT p.project_id, p.user_id, u.default_rate, u.first_name, u.last_name,
             rr.rate AS resource_role_rate, ur.rate AS user_role_rate
      FROM (${pairs}) p
      JOIN users u ON u.id = p.user_id
      LEFT JOIN project_roles ur ON ur.project_id = p.project_id AND ur.name = u.role
      LEFT JOIN (
        SELECT DISTINCT ON (m.project_id, m.user_id) m.project_id, m.user_id, pr.rate
          FROM (SELECT res.project_id, res.user_id, res.role, res.inactive, res.created_at
                  FROM project_resources res WHERE res.user_id IS NOT NULL
                UNION ALL
                SELECT res.project_id, ue.user_id, res.role, res.inactive, res.created_at
                  FROM project_resources res JOIN user_emails ue ON ue.address = lower(res.email)) m
          JOIN project_roles pr ON pr.project_id = m.project_id AND pr.name = m.role
         ORDER BY m.project_id, m.user_id, m.inactive, m.created_at
      ) rr ON rr.project_id = p.project_id AND rr.user_id = p.user_id`;
}

/**
 * C-024 in SQL, as `applicableRate`: the deliverable's rate when set (0 is a rate), else the rate of the
 * resource's role, the user's role, the default rate, else 0. `facts` is the alias of a `rateFactsCte` row.
 */
export function applicableRateSql(deliverableRate: SQL, facts: string): SQL {
  const fact = (column: string) => sql.raw(`${facts}.${column}`);
  return sql`(CASE WHEN ${deliverableRate} >= 0 THEN ${deliverableRate}
    WHEN ${fact('resource_role_rate')} >= 0 THEN ${fact('resource_role_rate')}
    WHEN ${fact('user_role_rate')} >= 0 THEN ${fact('user_role_rate')}
    WHEN ${fact('default_rate')} >= 0 THEN ${fact('default_rate')} ELSE 0 END)`;
}

/** C-024's cost in SQL, as `taskCost`: hours × rate rounded to cents. */
export function taskCostSql(hours: SQL, rate: SQL): SQL {
  return sql`round(${hours} * ${rate}, 2)`;
}
