import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../test/harness.ts';
import { buildSchema } from './schema.ts';
import { MAX_QUERY_DEPTH } from './yoga.ts';

type AnyField = GraphQLField<unknown, unknown>;
type Scopes = Record<string, unknown> | ((...args: unknown[]) => unknown);

/** A literal for an argument type, enough to get past validation to the auth check. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  const named = getNamedType(type).name;
  if (named === 'Int' || named === 'Float') return '1';
  if (named === 'Boolean') return 'true';
  return '"20260301"';
}

function operation(kind: 'query' | 'mutation', field: AnyField): string {
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const argText = args.length ? `(${args.map((arg) => `${arg.name}: ${literal(arg.type)}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} { ${field.name}${argText}${selection} }`;
}

function scopesOf(field: AnyField): Scopes | undefined {
  return (field.extensions as { pothosOptions?: { authScopes?: Scopes } }).pothosOptions?.authScopes;
}

const schema = buildSchema();
const rootFields = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({
    kind: 'query' as const,
    field,
  })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({
    kind: 'mutation' as const,
    field,
  })),
];
const isPublic = (field: AnyField) => {
  const scopes = scopesOf(field);
  return typeof scopes === 'object' && scopes.public === true;
};
const guarded = rootFields.filter(({ field }) => !isPublic(field));
const isGroupOnly = (field: AnyField) => {
  const scopes = scopesOf(field);
  return typeof scopes === 'object' && !('signedIn' in scopes) && Object.keys(scopes).length > 0;
};
const groupOnly = guarded.filter(({ field }) => isGroupOnly(field));

/**
 * The namespace types (`finance { ... }`, `admin { ... }`, `client { ... }`...): object types a root field returns
 * whose own fields carry the rules. Every field reachable from the roots through them is walked too.
 */
const namespaces = rootFields.flatMap(({ kind, field }) => {
  const type = getNamedType(field.type);
  if (!isObjectType(type) || !/(Queries|Mutations)$/.test(type.name)) return [];
  return [{ kind, root: field, type }];
});
const namespaceFields = namespaces.flatMap(({ kind, root, type }) =>
  Object.values(type.getFields()).map((field) => ({ kind, root, type, field })),
);
/** `query { finance { timesheets(...) { __typename } } }`: a namespace field with its required arguments. */
function namespaceOperation(kind: 'query' | 'mutation', root: AnyField, field: AnyField): string {
  const inner = operation(kind, field)
    .replace(/^(query|mutation) \{ /, '')
    .replace(/ \}$/, '');
  return `${kind} { ${root.name} { ${inner} } }`;
}
const typeScopesOf = (type: { extensions: unknown }) =>
  (type.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;

describe.each(testDatabases())('permissions on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    close = opened.close;
    app = await startTestApp(db);
    await createUser(db, { email: 'plain@example.com', groups: [] });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('lists the public fields: only the sign-in page needs', () => {
    expect(
      rootFields
        .filter(({ field }) => isPublic(field))
        .map(({ field }) => field.name)
        .sort(),
    ).toEqual([
      'configurations',
      'environment',
      'resetPasswordFromToken',
      'resetPasswordRequest',
      'signInOptions',
    ]);
  });

  it.each(
    guarded.map(({ kind, field }) => [`${kind} ${field.name}`, operation(kind, field)]),
  )('%s answers UNAUTHENTICATED to an anonymous caller', async (_name, source) => {
    const response = await new TestBrowser(app.baseUrl).graphql(source);
    expect(response.errors?.map((error) => error.extensions?.code)).toContain('UNAUTHENTICATED');
  });

  it('answers FORBIDDEN to a signed-in caller without the group', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('plain@example.com', 'password123');
    for (const { kind, field } of groupOnly) {
      const response = await browser.graphql(operation(kind, field));
      expect(
        response.errors?.map((error) => error.extensions?.code),
        field.name,
      ).toContain('FORBIDDEN');
    }
  });

  it('denies by default on every namespace type: each of its fields carries its own rule', () => {
    expect(namespaces.map(({ type }) => type.name).sort()).toEqual([
      'AdminQueries',
      'ClientMutations',
      'ClientQueries',
      'FinanceQueries',
      'HrQueries',
      'PerformanceQueries',
      'ProjectManagementQueries',
      'ReportsQueries',
    ]);
    for (const { type } of namespaces) {
      const typeScopes = typeScopesOf(type);
      expect(typeof typeScopes, type.name).toBe('function');
      expect((typeScopes as () => unknown)(), type.name).toBe(false);
    }
    const unguarded = namespaceFields.filter(({ field }) => {
      const options = (field.extensions as { pothosOptions?: { skipTypeScopes?: boolean } }).pothosOptions;
      return options?.skipTypeScopes !== true || scopesOf(field) === undefined;
    });
    expect(unguarded.map(({ type, field }) => `${type.name}.${field.name}`)).toEqual([]);
  });

  it.each(
    namespaceFields.map(({ kind, root, type, field }) => [
      `${type.name}.${field.name}`,
      namespaceOperation(kind, root, field),
    ]),
  )('%s answers UNAUTHENTICATED to an anonymous caller', async (_name, source) => {
    const response = await new TestBrowser(app.baseUrl).graphql(source);
    expect(response.errors?.map((error) => error.extensions?.code)).toContain('UNAUTHENTICATED');
  });

  it('answers FORBIDDEN on group-only namespace fields to a signed-in caller without the group', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('plain@example.com', 'password123');
    const checked = namespaceFields.filter(({ field }) => isGroupOnly(field));
    expect(checked.length).toBeGreaterThan(20);
    for (const { kind, root, type, field } of checked) {
      const response = await browser.graphql(namespaceOperation(kind, root, field));
      expect(
        response.errors?.map((error) => error.extensions?.code),
        `${type.name}.${field.name}`,
      ).toContain('FORBIDDEN');
    }
  });

  it('refuses a GraphQL request without the CSRF header', async () => {
    const browser = new TestBrowser(app.baseUrl);
    const post = await browser.fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ environment }' }),
    });
    expect(post.status).toBe(403);
    const get = await browser.fetch('/api/graphql?query=%7B%20environment%20%7D');
    expect(get.status).toBe(403);
    const withHeader = await browser.fetch('/api/graphql?query=%7B%20environment%20%7D', {
      headers: { 'x-tally-csrf': '1' },
    });
    expect(withHeader.status).toBe(200);
  });

  it(`rejects queries deeper than ${MAX_QUERY_DEPTH} levels`, async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('plain@example.com', 'password123');
    const nest = (depth: number): string => (depth === 0 ? 'label' : `label children { ${nest(depth - 1)} }`);
    const shallow = await browser.graphql(`{ me { menu { ${nest(3)} } } }`);
    expect(shallow.errors).toBeUndefined();
    const deep = await browser.graphql(`{ me { menu { ${nest(MAX_QUERY_DEPTH)} } } }`);
    expect(deep.data ?? null).toBeNull();
    expect(deep.errors?.[0]?.message).toMatch(/depth/i);
    // Fragments do not count as levels: four nested spreads over a 7-level answer pass.
    const spreads = [1, 2, 3, 4]
      .map((n) => `fragment F${n} on MenuItem { label children { ${n < 4 ? `...F${n + 1}` : 'label'} } }`)
      .join('\n');
    const withFragments = await browser.graphql(`{ me { menu { ...F1 } } }\n${spreads}`);
    expect(withFragments.errors).toBeUndefined();
  });

  it('rejects unknown fields at validation', async () => {
    const response = await new TestBrowser(app.baseUrl).graphql('{ nothingHere }');
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field/);
  });
});
