import { createHash } from 'node:crypto';
import { type DbOrTx, schema } from '@tally/db';
import { mayManageEveryProject, mayManageProject, maySeeAllProjects } from '@tally/domain/policies/projects';
import { fuzzyMatch, type ProjectSortField, type SortOrder } from '@tally/domain/projects/project-list';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { ClientRow, ProjectRecord, TaxonomyRecord } from '../../records.ts';
import type { ListedProject, ProjectListFilters, ProjectListKind } from '../records.ts';
import { jsonRow } from './json-row.ts';
import { type TeamHeadJson, teamHeadJson, teamHeadOf } from './team-heads.ts';

const p = schema.projects;
const c = schema.clients;

/** Who a list is for: the viewer's account and e-mail (lower case), as values or as named placeholders. */
interface Who {
  userId: string | ReturnType<typeof sql.placeholder>;
  email: string | ReturnType<typeof sql.placeholder>;
}

const whoOf = (viewer: Viewer): Who => ({ userId: viewer.userId, email: viewer.email?.toLowerCase() ?? '' });

/** A prepared list statement's placeholders for the viewer (given with `whoOf(viewer)` at execution). */
const whoPlaceholders: Who = { userId: sql.placeholder('userId'), email: sql.placeholder('email') };

/** The viewer's resource entries on the row's project (matched by account or e-mail, as the policy does). */
function viewerResourceExists(who: Who, onlyManagers: boolean): SQL<boolean> {
  const managers = onlyManagers ? sql` AND pr.allow_project_management` : sql``;
  return sql<boolean>`EXISTS (
    SELECT 1 FROM project_resources pr
    WHERE pr.project_id = ${p.id}
      AND (pr.user_id = ${who.userId} OR lower(pr.email) = ${who.email})${managers}
  )`;
}

/**
 * Which projects a list shows to a viewer (M-008), templates never:
 * - mine: the viewer owns the project or is on its team with allowProjectManagement;
 * - all: every project for admin, project-management, finance and senior management; for anyone else the
 *   globally visible projects and those they own or are on (exactly the projects they may read).
 */
function visibility(kind: ProjectListKind, seesAll: boolean, who: Who): SQL | undefined {
  if (kind === 'mine') return sql`(${p.ownerId} = ${who.userId} OR ${viewerResourceExists(who, true)})`;
  if (seesAll) return undefined;
  return sql`(${p.globallyVisible} OR ${p.ownerId} = ${who.userId} OR ${viewerResourceExists(who, false)})`;
}

function sortColumns(sortBy: ProjectSortField): SQL {
  switch (sortBy) {
    case 'budgetUsed':
      return sql`${p.budgetUsed}`;
    case 'projectCode':
      return sql`lower(${p.projectCode})`;
    case 'name':
      return sql`lower(${p.name})`;
    case 'clientName':
      return sql`lower(${c.name})`;
    case 'updatedAt':
      return sql`${p.updatedAt}`;
  }
}

/** What makes two list statements the same text: everything but the values (kept as placeholders). */
interface ListShape {
  kind: ProjectListKind;
  seesAll: boolean;
  /** Whether the viewer's team entries decide canManage (not when their groups already do). */
  teamDecides: boolean;
  archived: boolean;
  status: boolean;
  client: boolean;
  sector: boolean;
  budgetUsed: boolean;
  sortBy: ProjectSortField;
  order: SortOrder;
  /** A search loads every candidate (no page) and no team heads. */
  search: boolean;
  /** The page brings its team heads (count and first `teamLimit` members); null: it does not. */
  teamLimit: number | null;
}

/** The list's rows: project and client as drizzle would select them, from one JSON array per card. */
const projectJson = jsonRow(p);
const clientJson = jsonRow(c);

/** One card as the list statement builds it: [project, client | null, isResource, isManagingResource, team]. */
type CardJson = [unknown[], unknown[] | null, boolean, boolean, TeamHeadJson | null];

function listStatement(db: DbOrTx, shape: ListShape) {
  const who = whoPlaceholders;
  // Literal conditions (not placeholders) so that a generic plan may walk projects_list_updated_idx.
  const conditions: (SQL | undefined)[] = [
    sql`NOT ${p.isTemplate}`,
    visibility(shape.kind, shape.seesAll, who),
  ];
  if (!shape.archived) conditions.push(sql`NOT ${p.archived}`);
  if (shape.status) conditions.push(eq(p.status, sql.placeholder('status')));
  if (shape.client) conditions.push(eq(p.clientId, sql.placeholder('clientId')));
  if (shape.sector) conditions.push(sql`${sql.placeholder('sector')}::text = ANY(${p.sectors})`);
  if (shape.budgetUsed) conditions.push(sql`${p.budgetUsed} >= ${sql.placeholder('budgetUsed')}::numeric`);
  const key = sortColumns(shape.sortBy);
  const orderBy = [
    shape.order === 1 ? sql`${key} ASC NULLS LAST` : sql`${key} DESC NULLS LAST`,
    asc(sql`lower(${p.name})`),
    asc(p.id),
  ];
  const isResource = shape.teamDecides ? viewerResourceExists(who, false) : sql`false`;
  const isManagingResource = shape.teamDecides ? viewerResourceExists(who, true) : sql`false`;
  // A page brings its team heads along: PostgreSQL evaluates the subqueries for the page's rows only.
  const team = shape.teamLimit === null ? sql`NULL::json` : teamHeadJson(sql`${p.id}`, shape.teamLimit);
  const query = db
    .select({
      card: sql<
        CardJson | string
      >`json_build_array(${projectJson.sql()}, ${clientJson.sql(sql`${c.id} IS NOT NULL`)},
        ${isResource}, ${isManagingResource}, ${team})`,
    })
    .from(p)
    .leftJoin(c, eq(c.id, p.clientId))
    .where(and(...conditions))
    .orderBy(...orderBy);
  const name = `tally_project_list_${createHash('sha1').update(JSON.stringify(shape)).digest('hex').slice(0, 16)}`;
  return shape.search
    ? query.prepare(name)
    : query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
}

/** A card of the list statement as the list's record parts. */
function cardOf(raw: CardJson | string) {
  const [project, client, isResource, isManagingResource, team] =
    typeof raw === 'string' ? (JSON.parse(raw) as CardJson) : raw;
  return {
    project: projectJson.read(project),
    client: client === null ? null : clientJson.read(client),
    isResource,
    isManagingResource,
    team,
  };
}

type ListStatement = ReturnType<typeof listStatement>;

// Every list request runs one of a few statement shapes: each is built once per database handle and kept by
// PostgreSQL as a named prepared statement on each pooled connection (parsed and planned once per connection).
const statementsByDb = new WeakMap<DbOrTx, Map<string, ListStatement>>();

function preparedList(db: DbOrTx, shape: ListShape): ListStatement {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) {
    statement = listStatement(db, shape);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * One page of a project list. Filters and sort run in SQL; a search loads the filtered candidates and keeps
 * those whose name, project code or client name match fuzzily (M-013), ordered by relevance unless a sort
 * is asked for. canManage is worked out from the same row (no query per project).
 */
export async function listProjects(
  db: DbOrTx,
  viewer: Viewer,
  kind: ProjectListKind,
  filters: ProjectListFilters,
  /** Also bring each project's team head (count and first `teamLimit` members) in the same statement. */
  teamLimit: number | null = null,
): Promise<ListedProject[]> {
  const search = filters.search?.trim() ?? '';
  const withTeams = search === '' && teamLimit !== null;
  const shape: ListShape = {
    kind,
    seesAll: maySeeAllProjects(viewer),
    teamDecides: !mayManageEveryProject(viewer),
    archived: filters.archived,
    status: filters.status !== null,
    client: filters.clientId !== null,
    sector: filters.sector !== null,
    budgetUsed: filters.budgetUsed !== null,
    sortBy: filters.sortBy ?? 'updatedAt',
    order: (filters.sortBy ? (filters.sortOrder ?? 1) : (filters.sortOrder ?? -1)) as SortOrder,
    search: search !== '',
    teamLimit: withTeams ? teamLimit : null,
  };
  const statement = preparedList(db, shape);
  const who = whoOf(viewer);
  const values = {
    userId: who.userId,
    email: who.email,
    status: filters.status,
    clientId: filters.clientId,
    sector: filters.sector,
    budgetUsed: filters.budgetUsed === null ? null : String(filters.budgetUsed / 100),
    limit: filters.limit,
    offset: filters.offset,
  };

  const cards = (await statement.execute(values)).map((row) => cardOf(row.card));
  let rows: typeof cards;
  if (search === '') {
    rows = cards;
  } else {
    const scored = cards
      .map((row, index) => ({
        row,
        index,
        score: fuzzyMatch(search, [row.project.name, row.project.projectCode, row.client?.name ?? null]),
      }))
      .filter((entry) => entry.score !== null);
    if (!filters.sortBy) scored.sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || a.index - b.index);
    rows = scored.slice(filters.offset, filters.offset + filters.limit).map((entry) => entry.row);
  }

  return rows.map((row) => ({
    project: row.project,
    client: row.client,
    canManage: mayManageProject(viewer, {
      ownerId: row.project.ownerId,
      globallyVisible: row.project.globallyVisible,
      viewerResource: row.isResource ? { allowProjectManagement: Boolean(row.isManagingResource) } : null,
    }),
    ...(withTeams ? { team: teamHeadOf(row.team) } : {}),
  }));
}

/**
 * The clients a viewer may pick from, sorted by name: all of them for those who create projects or see all
 * projects; for anyone else the clients of the projects they may read (for the list's client filter).
 */
export async function listClients(db: DbOrTx, viewer: Viewer, seesAll: boolean): Promise<ClientRow[]> {
  if (seesAll)
    return db
      .select()
      .from(c)
      .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
  const readable = visibility('all', maySeeAllProjects(viewer), whoOf(viewer));
  return db
    .select()
    .from(c)
    .where(sql`${c.id} IN (SELECT ${p.clientId} FROM ${p} WHERE ${and(eq(p.isTemplate, false), readable)})`)
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
}

/** A taxonomy with its terms in order, or null when there is none of that name. */
export async function findTaxonomy(db: DbOrTx, name: string): Promise<TaxonomyRecord | null> {
  const [taxonomy] = await db
    .select()
    .from(schema.taxonomies)
    .where(eq(schema.taxonomies.name, name))
    .limit(1);
  if (!taxonomy) return null;
  const t = schema.taxonomyTerms;
  const terms = await db
    .select({ id: t.id, name: t.name, order: t.order })
    .from(t)
    .where(eq(t.taxonomyId, taxonomy.id))
    .orderBy(asc(t.order), asc(t.name));
  return {
    id: taxonomy.id,
    name: taxonomy.name,
    singularLabel: taxonomy.singularLabel,
    description: taxonomy.description,
    terms,
  };
}

/** The project templates a new project can start from (Add Project), by name. */
export async function listTemplates(db: DbOrTx): Promise<ProjectRecord[]> {
  const rows = await db
    .select()
    .from(p)
    .where(eq(p.isTemplate, true))
    .orderBy(asc(sql`lower(${p.name})`));
  return rows.map((project) => ({ project, canManage: true }));
}
