import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface InputErrors {
  /** Per-field messages from BAD_USER_INPUT `extensions.fields`. */
  fields: Record<string, string>;
  /** A message not tied to a field, if any. */
  message?: string;
}

function asFieldMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const FALLBACK = 'Something went wrong. Please try again.';

/** Splits a mutation error into field messages and a general message for inline display. */
export function readInputErrors(error: unknown): InputErrors {
  if (!CombinedGraphQLErrors.is(error)) return { fields: {}, message: FALLBACK };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const e of error.errors) {
    const map = e.extensions?.code === 'BAD_USER_INPUT' ? asFieldMap(e.extensions.fields) : {};
    if (Object.keys(map).length > 0) Object.assign(fields, map);
    else general.push(e.message);
  }
  return { fields, message: general.length > 0 ? general.join(' ') : undefined };
}
