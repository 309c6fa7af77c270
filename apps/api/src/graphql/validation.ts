import type { z } from 'zod';
import { badUserInput } from './errors.ts';

/** Parses input with a zod schema; any problem becomes BAD_USER_INPUT naming each field (first message wins). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    fields[field] ??= issue.message;
  }
  throw badUserInput(fields);
}

/** Adapts a domain rule (value → message | null) to a zod refinement. */
export function rule<T>(check: (value: T) => string | null) {
  return (value: T, context: z.RefinementCtx) => {
    const message = check(value);
    if (message) context.addIssue({ code: 'custom', message });
  };
}
