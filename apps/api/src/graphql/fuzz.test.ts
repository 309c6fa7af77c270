import { testDatabases } from '@tally/db/testing';
import { GROUP_NAMES } from '@tally/domain/auth/groups';
import { sql } from 'drizzle-orm';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { startTestApp, type TestBrowser } from '../../test/harness.ts';
import { buildProjectWorld, type ProjectWorld } from '../modules/projects/projects.fixtures.ts';
import { signedIn } from '../modules/timesheets/timesheets.fixtures.ts';
import { buildSchema } from './schema.ts';

/**
 * Issue 13: every argument of every query and mutation (namespace fields included) is called, one at a time,
 * with hostile values by a user in every group, the other arguments filled with plausible values. Each answer
 * must be a success or a refusal with a code (BAD_USER_INPUT naming the field, NOT_FOUND, CONFLICT, ...),
 * never INTERNAL_SERVER_ERROR: a crash here is an input no guard stopped before PostgreSQL or a use case.
 */

const HOSTILE_TEXT = [
  'a\u0000b',
  // Longer than the longest text any argument takes (the override rules, 200,000): every cap is reached,
  // without shipping 900 KB through every one of the schema's text arguments.
  'x'.repeat(200_001),
  'javascript:alert(1)',
  '=HYPERLINK("http://evil.test")',
  '99991231',
  '00000101',
];
const HOSTILE_FLOAT = [1e308, 2 ** 53, -1, 0.001];
const HOSTILE_INT = [-1, 2_147_483_647];

/** Fields a hostile call would take the fuzzing session away with. */
const SKIPPED = new Set(['changePassword', 'resetUserPassword', 'activeInactiveAccount']);

interface Target {
  /** `mutation` or `query`, and the namespace field the operation goes through, if any. */
  operation: 'query' | 'mutation';
  namespace: string | null;
  field: GraphQLField<unknown, unknown>;
}

function targets(): Target[] {
  const schema = buildSchema();
  const list: Target[] = [];
  const add = (operation: Target['operation'], type: GraphQLObjectType | null | undefined) => {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const result = getNamedType(field.type);
      if (field.args.length > 0) list.push({ operation, namespace: null, field });
      else if (operation === 'query' && isObjectType(result) && result.name.endsWith('Queries')) {
        for (const inner of Object.values(result.getFields())) {
          if (inner.args.length > 0) list.push({ operation, namespace: field.name, field: inner });
        }
      }
    }
  };
  add('query', schema.getQueryType());
  add('mutation', schema.getMutationType());
  return list.filter((target) => !SKIPPED.has(target.field.name));
}

function selection(field: GraphQLField<unknown, unknown>): string {
  return isCompositeType(getNamedType(field.type)) ? '{ __typename }' : '';
}

function operationOf(target: Target): string {
  const { field } = target;
  const declarations = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = `${field.name}(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')}) ${selection(field)}`;
  const body = target.namespace ? `${target.namespace} { ${call} }` : call;
  return `${target.operation} Fuzz(${declarations}) { ${body} }`;
}

// PGlite only: PostgreSQL answers the same refusals (both refuse NUL bytes and overflowing numerics) and
// would double the test's time.
describe('schema fuzz on pglite', () => {
  const t = {} as ProjectWorld;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const pglite = testDatabases().find((database) => database.name === 'pglite')!;
    ({ db: t.db, close } = await pglite.open());
    t.app = await startTestApp(t.db);
    Object.assign(t, await buildProjectWorld(t.db, t.app));
  }, 60_000);
  afterAll(async () => {
    await t.app?.close();
    await close();
  });
  let fuzzer: TestBrowser;
  const ids = (): Record<string, string> => ({
    userId: t.world.ids.employee,
    user: t.world.ids.employee,
    id: t.world.ids.other,
    projectId: t.world.project,
    deliverableId: t.world.deliverables.design,
    supervisorId: t.world.ids.pm,
  });

  /** A plausible value for an argument that is not under attack. */
  function filler(name: string, type: GraphQLInputType): unknown {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) return [filler(name, inner.ofType)];
    if (isInputObjectType(inner)) {
      return Object.fromEntries(
        Object.values(inner.getFields())
          .filter((field) => isNonNullType(field.type))
          .map((field) => [field.name, filler(field.name, field.type)]),
      );
    }
    if (isEnumType(inner)) return inner.getValues()[0]?.value;
    switch (inner.name) {
      case 'ID':
        return ids()[name] ?? '00000000-0000-4000-8000-000000000000';
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      default:
        if (/date$/i.test(name)) return t.world.weekEndCompact;
        if (/email$/i.test(name)) return 'employee@example.com';
        return 'Fuzz';
    }
  }

  /** The hostile values of one argument (leaf of an input object or list, by path). */
  function attacks(name: string, type: GraphQLInputType): unknown[] {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) return attacks(name, inner.ofType).map((value) => [value]);
    if (isInputObjectType(inner)) {
      const base = filler(name, inner) as Record<string, unknown>;
      return Object.values(inner.getFields()).flatMap((field) =>
        attacks(field.name, field.type).map((value) => ({ ...base, [field.name]: value })),
      );
    }
    if (isEnumType(inner)) return [];
    switch (inner.name) {
      case 'ID':
        return ['a\u0000b', '-1', t.world.deliverables.design, 'x'.repeat(10_000)];
      case 'Int':
        return HOSTILE_INT;
      case 'Float':
        return HOSTILE_FLOAT;
      case 'Boolean':
        return [];
      default:
        return HOSTILE_TEXT;
    }
  }

  /** Reads the row count of every table in one statement. */
  async function rowCounter(): Promise<() => Promise<Record<string, number>>> {
    const tables = await t.db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const names = (tables.rows ?? []).map((row) => String(row.name));
    const counts = sql.join(
      names.map(
        (name) => sql`select ${name}::text as name, (select count(*) from ${sql.identifier(name)}) as n`,
      ),
      sql` union all `,
    );
    return async () => {
      const result = await t.db.execute<{ counts: Record<string, number> | string }>(
        sql`select json_object_agg(name, n) as counts from (${counts}) as tables`,
      );
      const value = result.rows?.[0]?.counts ?? {};
      return typeof value === 'string' ? JSON.parse(value) : value;
    };
  }

  it('answers every hostile argument with a success or a coded refusal, never a crash', async () => {
    await createUser(t.db, {
      email: 'fuzz@example.com',
      firstName: 'Fuzz',
      lastName: 'Tester',
      groups: [...GROUP_NAMES],
    });
    fuzzer = await signedIn(t.app, 'fuzz@example.com');
    const crashes: string[] = [];
    let calls = 0;
    const rowCounts = await rowCounter();
    for (const target of targets()) {
      const query = operationOf(target);
      const before = target.operation === 'mutation' ? await rowCounts() : null;
      let anySuccess = false;
      const base = Object.fromEntries(
        target.field.args.map((arg: GraphQLArgument) => [arg.name, filler(arg.name, arg.type)]),
      );
      for (const arg of target.field.args) {
        for (const value of attacks(arg.name, arg.type)) {
          calls += 1;
          const response = await fuzzer.graphql(query, { ...base, [arg.name]: value });
          const codes = (response.errors ?? []).map((error) => error.extensions?.code);
          if (!response.errors?.length) anySuccess = true;
          const shown = JSON.stringify(value).slice(0, 40);
          if (response.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
            crashes.push(`${target.field.name}(${arg.name}: ${shown}): ${response.errors?.[0]?.message}`);
          }
          if (codes.includes('UNAUTHENTICATED'))
            throw new Error(`session lost at ${target.field.name}(${arg.name})`);
          const refusal = response.errors?.find((error) => error.extensions?.code === 'BAD_USER_INPUT');
          if (refusal && !refusal.extensions?.fields && !String(refusal.message).startsWith('Variable')) {
            crashes.push(`${target.field.name}(${arg.name}: ${shown}): BAD_USER_INPUT without a field`);
          }
        }
      }
      // Every attack refused: nothing may have been written (rows added or removed in any table).
      if (before && !anySuccess) {
        const after = await rowCounts();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0)
          crashes.push(`${target.field.name}: refused, yet rows changed in ${changed.join(', ')}`);
      }
    }
    console.log(`fuzz: ${calls} calls`);
    expect(calls).toBeGreaterThan(1_000);
    expect(crashes).toEqual([]);
  }, 120_000);
});
