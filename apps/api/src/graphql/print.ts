import { lexicographicSortSchema, printSchema } from 'graphql/index.js';
import { buildSchema } from './schema.ts';

export const SCHEMA_HEADER = `# Contract for the foundation (issue #2). The API prints this file from its Pothos schema
# (npm run schema:print -w @tally/api); a test fails when the printed schema and this file differ.
`;

/** The schema as checked in at apps/api/schema.graphql. */
export function printContract(): string {
  return `${SCHEMA_HEADER}\n${printSchema(lexicographicSortSchema(buildSchema()))}\n`;
}
