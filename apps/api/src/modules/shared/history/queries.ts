import type { DbOrTx } from '@tally/db';
import { type SQL, sql } from 'drizzle-orm';
import type { HistoryFilter, HistoryRow } from './records.ts';

type Row = {
  id: string;
  type: string;
  created_at: string | Date;
  actor_id: string | null;
  actor_name: string | null;
  subject_user_name: string | null;
  project_name: string | null;
  deliverable_name: string | null;
  sheet_start: string | null;
  sheet_end: string | null;
  metadata: Record<string, unknown> | string;
};

function subjectWhere(filter: HistoryFilter): SQL {
  switch (filter.subject) {
    case 'TIMESHEET':
      return sql`a.metadata->>'timesheetId' = ${filter.id}`;
    case 'PROJECT':
      return sql`a.metadata->>'projectId' = ${filter.id}`;
    case 'USER':
      return sql`a.user_id = ${filter.id}::uuid`;
    default:
      return sql`true`;
  }
}

const uuidOf = (expression: SQL) =>
  sql`case when ${expression} ~ '^[0-9a-fA-F-]{36}$' then (${expression})::uuid end`;

/** A quick edit (admin-collection-updated) names the project or user it changed by documentId. */
const quickEdited = (collection: string) =>
  sql`case when a.metadata->>'collection' = ${collection} then a.metadata->>'documentId' end`;

/**
 * The audit events of one subject (or of the portal), newest first, with the names a person reads: who acted
 * (metadata.byUserId, else the event's user), the user the event is about, the project and deliverable of an
 * hours change, the period of the sheet. One statement; the history indexes (migration 0018) serve the subject
 * filters.
 */
export async function listHistory(
  db: DbOrTx,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<HistoryRow[]> {
  const conditions: SQL[] = [subjectWhere(filter)];
  if (filter.type) conditions.push(sql`a.type = ${filter.type}`);
  if (filter.from) conditions.push(sql`a.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`a.created_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(trim(actor.first_name || ' ' || actor.last_name) ilike ${pattern}
      or a.metadata::text ilike ${pattern} or coalesce(a.email, '') ilike ${pattern})`);
  }
  const result = await db.execute<Row>(sql`
    select a.id, a.type, a.created_at, a.metadata,
      coalesce(actor.id::text, a.metadata->>'byUserId') as actor_id,
      trim(actor.first_name || ' ' || actor.last_name) as actor_name,
      coalesce(nullif(trim(subject.first_name || ' ' || subject.last_name), ''), a.email) as subject_user_name,
      p.name as project_name, d.name as deliverable_name,
      to_char(t.start_date, 'YYYY-MM-DD') as sheet_start, to_char(t.end_date, 'YYYY-MM-DD') as sheet_end
    from audit_events a
    left join users actor on actor.id = coalesce(${uuidOf(sql`a.metadata->>'byUserId'`)}, a.user_id)
    left join users subject on subject.id = coalesce(${uuidOf(quickEdited('users'))}, a.user_id)
    left join projects p on p.id = ${uuidOf(sql`coalesce(a.metadata->>'entryProjectId', a.metadata->>'projectId', ${quickEdited('projects')})`)}
    left join deliverables d on d.id = ${uuidOf(sql`a.metadata->>'deliverableId'`)}
    left join timesheets t on t.id = ${uuidOf(sql`a.metadata->>'timesheetId'`)}
    where ${sql.join(conditions, sql` and `)}
    order by a.created_at desc, a.id desc
    limit ${page.limit} offset ${page.offset}`);
  return result.rows.map((row) => {
    const metadata = typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata;
    return {
      id: row.id,
      type: row.type,
      at: new Date(row.created_at),
      actorId: row.actor_id,
      actorName: row.actor_name || null,
      subjectUserName: row.subject_user_name,
      tokenName: typeof metadata.tokenName === 'string' ? metadata.tokenName : null,
      projectName: row.project_name,
      deliverableName: row.deliverable_name,
      sheetStart: row.sheet_start,
      sheetEnd: row.sheet_end,
      metadata,
    };
  });
}

/** The names of the users, projects and clients with these ids (the ids an event's changes refer to). */
export async function namesOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const result = await db.execute<{ id: string; name: string }>(sql`
    select id::text as id, trim(first_name || ' ' || last_name) as name from users where id = any(${list})
    union all select id::text, name from projects where id = any(${list})
    union all select id::text, name from clients where id = any(${list})`);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}
