import { createDatabase } from '@tally/db';
import { seedScale } from '@tally/db/seeds';
import autocannon from 'autocannon';
import type { LoadResult } from './load.ts';

// Shared by the GraphQL scenarios: seeding the scale data, one checked request, and autocannon on /api/graphql.

/** Loads `seedScale` data into a fresh database (the same seed as the scale CLI). */
export async function seedScaleDatabase(databaseUrl: string, users: number, weeks: number, password: string) {
  const database = await createDatabase({ databaseUrl });
  try {
    return await seedScale(database.db, { users, weeks, seed: 1, password, checkReferences: false });
  } finally {
    await database.close();
  }
}

/** One request; throws unless it answers 200 without GraphQL errors. */
export async function answerOf(
  baseUrl: string,
  headers: Record<string, string>,
  body: object,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || answer.errors) throw new Error(`${response.status} ${JSON.stringify(answer.errors)}`);
  return answer;
}

/** autocannon on /api/graphql with one body; a 200 answer carrying GraphQL errors counts as an error. */
export async function graphqlLoad(
  name: string,
  baseUrl: string,
  headers: Record<string, string>,
  body: object | (() => object),
  connections: number,
  options: { seconds?: number; amount?: number } = {},
): Promise<LoadResult> {
  const bodyOf = typeof body === 'function' ? body : () => body;
  let graphqlErrors = 0;
  let example = '';
  const result = await autocannon({
    url: `${baseUrl}/api/graphql`,
    connections,
    duration: options.seconds ?? 10,
    ...(options.amount ? { amount: options.amount } : {}),
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyOf()) }),
        onResponse: (status, text) => {
          if (status === 200 && text.includes('"errors"')) {
            graphqlErrors += 1;
            example ||= text.slice(0, 300);
          }
        },
      },
    ],
  });
  if (graphqlErrors > 0)
    console.error(`${name}: ${graphqlErrors} answers with GraphQL errors, e.g. ${example}`);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + graphqlErrors,
    non2xx: result.non2xx,
  };
}

export function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}
