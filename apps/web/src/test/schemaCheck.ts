import {
  buildSchema,
  execute,
  type FieldNode,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  validate,
} from 'graphql';
import printedSchemaText from '../../../api/schema.graphql?raw';

/**
 * Checks a fake server's GraphQL answer against the API's printed schema (apps/api/schema.graphql), so a
 * hand-written answer cannot drift from what the server can send: the operation must be valid, every
 * selected field present (by its alias), scalars and enums of the right kind, non-null fields non-null, and
 * objects must say their __typename where Apollo needs it (unions, interfaces, fragment spreads: without it
 * the fragment's fields silently go missing) and must not name another type. It works by executing the
 * operation against the schema with resolvers that read the fake answer instead of a database.
 */
let schema: GraphQLSchema | undefined;
const violations: string[] = [];

function printedSchema(): GraphQLSchema {
  schema ??= buildSchema(printedSchemaText);
  return schema;
}

class MissingField extends Error {}

const readAnswer: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
  const key = String(info.path.key);
  if (source === null || typeof source !== 'object' || !(key in source))
    throw new MissingField(`the answer lacks "${key}" (${info.parentType.name}.${info.fieldName})`);
  const value = (source as Record<string, unknown>)[key];
  checkTypenames(value, info);
  return value;
};

function spreadsFragments(nodes: readonly FieldNode[]): boolean {
  return nodes.some((node) =>
    node.selectionSet?.selections.some(
      (selection) => selection.kind === Kind.FRAGMENT_SPREAD || selection.kind === Kind.INLINE_FRAGMENT,
    ),
  );
}

function checkTypenames(value: unknown, info: GraphQLResolveInfo): void {
  if (Array.isArray(value)) {
    for (const item of value) checkTypenames(item, info);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const named = getNamedType(info.returnType);
  const typename = (value as { __typename?: unknown }).__typename;
  const at = `${info.parentType.name}.${info.fieldName}`;
  if (typename === undefined && spreadsFragments(info.fieldNodes))
    throw new MissingField(`an object of ${at} lacks the __typename its fragments need`);
  if (typename !== undefined && isObjectType(named) && typename !== named.name)
    throw new MissingField(`an object of ${at} says __typename "${String(typename)}", not ${named.name}`);
}

const typeFromAnswer: GraphQLTypeResolver<unknown, unknown> = (value, _context, _info, abstractType) => {
  const typename = (value as { __typename?: unknown } | null)?.__typename;
  if (typeof typename !== 'string')
    throw new MissingField(`an object of ${abstractType.name} lacks __typename in the answer`);
  return typename;
};

export function checkAnswer(
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
  data: unknown,
): void {
  const document = parse(query);
  const invalid = validate(printedSchema(), document);
  if (invalid.length > 0) {
    violations.push(`${operationName}: ${invalid.map((error) => error.message).join('; ')}`);
    return;
  }
  const result = execute({
    schema: printedSchema(),
    document,
    operationName,
    variableValues: variables,
    rootValue: data,
    fieldResolver: readAnswer,
    typeResolver: typeFromAnswer,
  });
  if ('then' in result) throw new Error('schema check resolvers are synchronous');
  for (const error of result.errors ?? [])
    violations.push(`${operationName} at ${error.path?.join('.') ?? '(root)'}: ${error.message}`);
}

/** Returns and forgets the violations seen since the last call. */
export function takeSchemaViolations(): string[] {
  return violations.splice(0);
}
