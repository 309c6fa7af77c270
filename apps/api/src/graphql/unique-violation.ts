import { badUserInput } from './errors.ts';

/** The PostgreSQL error (node-postgres or PGlite, possibly wrapped by Drizzle) of a unique index, when it is one. */
function uniqueViolationOf(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const facts = cause as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (facts.code === '23505') return typeof facts.constraint === 'string' ? facts.constraint : '';
    cause = facts.cause;
  }
  return null;
}

/** Whether two codes (project codes, payroll ids) are the same for the unique indexes: ignoring case and spaces around. */
export function sameCode(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

/**
 * Runs a write whose duplicate the service has already refused; when two simultaneous saves both passed that
 * check, the unique index `constraint` refuses the second, with the same BAD_USER_INPUT as the check.
 */
export async function refusingDuplicate<T>(
  constraint: string,
  fields: Record<string, string>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === constraint) throw badUserInput(fields);
    throw error;
  }
}
