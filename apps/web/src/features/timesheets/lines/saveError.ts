import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { HOURS_SAVE_FAILED } from './messages.ts';

const REFUSALS = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT']);

/**
 * What a failed hours save says: the server's own reason when it refused the edit (a week before the legacy
 * cut-off, a locked sheet, a stale version: T-076, issue 14), else the spec's general text (E-018).
 */
export function hoursSaveFailedText(error: unknown): string {
  const refusal = CombinedGraphQLErrors.is(error)
    ? error.errors.find((e) => REFUSALS.has(e.extensions?.code as string))
    : undefined;
  if (!refusal) return HOURS_SAVE_FAILED;
  const fields = Object.values(refusal.extensions?.fields ?? {});
  return typeof fields[0] === 'string' ? fields[0] : refusal.message;
}
