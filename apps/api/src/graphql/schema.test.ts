import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type GraphQLObjectType,
  graphql,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.ts';
import { renderApiDocs } from '../docs/api-docs.ts';
import { createBuilder } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { printContract } from './print.ts';
import { publicRule } from './rules.ts';
import { buildSchema } from './schema.ts';

const rootFields = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {});

describe('GraphQL schema', () => {
  it('matches the checked-in contract apps/api/schema.graphql (run npm run schema:print -w @tally/api)', () => {
    const file = readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8');
    expect(printContract()).toBe(file);
  });

  it('gives every Query and Mutation field its own auth rule (default deny)', () => {
    const schema = buildSchema();
    const fields = [...rootFields(schema.getQueryType()), ...rootFields(schema.getMutationType())];
    expect(fields.length).toBeGreaterThan(0);
    const unguarded = fields
      .filter((field) => {
        const options = (
          field.extensions as { pothosOptions?: { authScopes?: unknown; skipTypeScopes?: boolean } }
        ).pothosOptions;
        return !options?.authScopes || options.skipTypeScopes !== true;
      })
      .map((field) => field.name);
    expect(unguarded).toEqual([]);
  });

  it('describes every type, field, argument, input field and enum value (the /api/docs page reads them)', () => {
    const schema = buildSchema();
    const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
    const undescribed: string[] = [];
    const check = (path: string, description: string | null | undefined) => {
      if (!description?.trim()) undescribed.push(path);
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
      if (!roots.has(type as GraphQLObjectType)) check(type.name, type.description);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          check(`${type.name}.${field.name}`, field.description);
          for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
        }
      } else if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          check(`${type.name}.${field.name}`, field.description);
      } else if (isEnumType(type)) {
        for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
      }
    }
    // Add a `description:` to each (Pothos field, arg, type or enum value options).
    expect(undescribed).toEqual([]);
    const page = renderApiDocs(schema, 'https://tally.example.com');
    expect(page).not.toContain('No description yet');
    // Arguments are documented with their fields.
    expect(page).toContain('<li><code>hours</code>: Hours of the day, 0 to 24 in steps of 0.25');
  });

  it('refuses a field that was registered without a rule', async () => {
    const builder = createBuilder();
    builder.queryField('open', (t) => t.string({ ...publicRule, resolve: () => 'fine' }));
    builder.queryField('forgotten', (t) => t.string({ nullable: true, resolve: () => 'secret' }));
    builder.mutationField('noop', (t) => t.boolean({ ...publicRule, resolve: () => true }));
    const schema = builder.toSchema();
    const contextValue: GraphQLContext = {
      deps: {} as AppDeps,
      ip: '127.0.0.1',
      viewer: { userId: 'u', sessionId: 's', email: 'a@example.com', groups: ['admin', 'super-admin'] },
    };
    const result = await graphql({ schema, source: '{ open forgotten }', contextValue });
    expect(result.data).toEqual({ open: 'fine', forgotten: null });
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
