import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { dateWindowError } from '@tally/domain/shared/dates';
import {
  countError,
  labelOf,
  linkError,
  moneyError,
  numberError,
  textError,
} from '@tally/domain/shared/input-rules';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLResolveInfo,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql/index.js';
import { badUserInput } from './errors.ts';
import { isDateName, LINK_REFUSALS, numberKindOf, textKindOf } from './input-kinds.ts';

/** Longest list an argument may carry. */
const MAX_LIST = 10_000;

type Problems = Record<string, string>;

function checkNumber(name: string, value: number, problems: Problems): void {
  const label = labelOf(name);
  const kind = numberKindOf(name);
  const message =
    kind.kind === 'money'
      ? moneyError(label, value, kind.max)
      : kind.kind === 'count'
        ? countError(label, value)
        : numberError(label, value, kind.min, kind.max);
  if (message) problems[name] ??= message;
}

function checkText(name: string, typeName: string, value: string, problems: Problems): string {
  const kind = textKindOf(name, typeName);
  const text = kind === 'secret' ? value : value.trim();
  const label = labelOf(name);
  const message =
    textError(label, text, kind) ?? (text !== '' && isDateName(name) ? dateWindowError(label, text) : null);
  const ownWords = kind === 'url' && message !== null && message === linkError(label, text);
  if (message) problems[name] ??= (ownWords ? LINK_REFUSALS[name] : undefined) ?? message;
  return text;
}

/** The value with its texts trimmed; every problem is added to `problems` under the field's name. */
function guardValue(name: string, type: GraphQLInputType, value: unknown, problems: Problems): unknown {
  if (value === null || value === undefined) return value;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const items = value as unknown[];
    if (items.length > MAX_LIST) {
      problems[name] ??=
        `${labelOf(name)} has too many entries (at most ${MAX_LIST.toLocaleString('en-US')})`;
      return value;
    }
    return items.map((item) => guardValue(name, inner.ofType, item, problems));
  }
  if (isInputObjectType(inner)) {
    const fields = inner.getFields();
    const object = value as Record<string, unknown>;
    const guarded: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(object)) {
      const field = fields[key];
      guarded[key] = field ? guardValue(key, field.type, item, problems) : item;
    }
    return guarded;
  }
  if (isScalarType(inner)) {
    if (typeof value === 'string') return checkText(name, inner.name, value, problems);
    if (typeof value === 'number') checkNumber(name, value, problems);
  }
  return value;
}

/** Checks and trims every argument of a field; throws one BAD_USER_INPUT naming each refused field. */
export function guardArguments(
  definitions: readonly GraphQLArgument[],
  args: Record<string, unknown>,
): Record<string, unknown> {
  const problems: Problems = {};
  const guarded: Record<string, unknown> = { ...args };
  for (const definition of definitions) {
    if (definition.name in args) {
      guarded[definition.name] = guardValue(
        definition.name,
        definition.type,
        args[definition.name],
        problems,
      );
    }
  }
  if (Object.keys(problems).length > 0) throw badUserInput(problems);
  return guarded;
}

function fieldOf(info: GraphQLResolveInfo): GraphQLField<unknown, unknown> | undefined {
  return info.parentType.getFields()[info.fieldName];
}

/**
 * The one input layer (issue 13): every argument of every field passes `guardArguments` after the field's
 * authorization and before its resolver, so no text with a NUL byte, no endless text, no year 9999 and no
 * 1e308 reaches a use case or PostgreSQL, whatever the field's own zod schema forgets.
 */
export class InputGuardPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    return (parent, args, context, info) => {
      const definitions = fieldOf(info)?.args ?? [];
      return resolver(parent, guardArguments(definitions, args as Record<string, unknown>), context, info);
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      inputGuard: InputGuardPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('inputGuard', InputGuardPlugin);
