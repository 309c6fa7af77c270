import { labelOf, POSITIVE_VALUE } from '@tally/domain/shared/input-rules';
import type { z } from 'zod';
import { badUserInput } from './errors.ts';

type Issue = z.core.$ZodRawIssue;

const count = (value: unknown) => Number(value).toLocaleString('en-US');

/**
 * Zod's own wording ('Too big: expected string to have <=10000 characters') never reaches a person: every issue
 * a schema leaves without a message of its own is worded here, naming the field.
 */
function humanMessage(issue: Issue): string {
  const label = labelOf(String(issue.path?.at(-1) ?? 'value'));
  const limit =
    (issue as { maximum?: unknown; minimum?: unknown }).maximum ?? (issue as { minimum?: unknown }).minimum;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} is not valid`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} is too long (at most ${count(limit)} characters)`;
      if (issue.origin === 'array') return `${label} has too many entries (at most ${count(limit)})`;
      return `${label} cannot be more than ${count(limit)}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(limit) <= 1
          ? `${label} is required`
          : `${label} is too short (at least ${count(limit)} characters)`;
      }
      if (issue.origin === 'array') return `${label} needs at least ${count(limit)}`;
      return Number(limit) === 0 ? POSITIVE_VALUE : `${label} must be at least ${count(limit)}`;
    case 'invalid_format':
      if (issue.format === 'email') return `${label} must be an e-mail address`;
      if (issue.format === 'guid' || issue.format === 'uuid') return `${label} is not a valid id`;
      return `${label} is not in the right format`;
    case 'invalid_value':
      return `${label} must be one of ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    default:
      return `${label} is not valid`;
  }
}

/** Parses input with a zod schema; any problem becomes BAD_USER_INPUT naming each field (first message wins). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input, { error: humanMessage });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    fields[field] ??= issue.message;
  }
  throw badUserInput(fields);
}

/**
 * A text schema's own message for a missing value only: `z.string({ error: whenMissing(whenMissing('Name is required')) })`.
 * A value that is present but too long or malformed is worded by its own check or by parseInput, never
 * 'Required'.
 */
export function whenMissing(message: string) {
  return (issue: Issue) => (issue.input === undefined || issue.input === null ? message : undefined);
}

/** Adapts a domain rule (value → message | null) to a zod refinement. */
export function rule<T>(check: (value: T) => string | null) {
  return (value: T, context: z.RefinementCtx) => {
    const message = check(value);
    if (message) context.addIssue({ code: 'custom', message });
  };
}
