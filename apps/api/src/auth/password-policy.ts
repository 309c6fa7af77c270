import { COMMON_PASSWORD_MESSAGE, validateNewPassword } from '@tally/domain/auth/auth-rules';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badUserInput } from '../graphql/errors.ts';

/**
 * zxcvbn's score 3 means about 10^8 guesses: anything below is in (or a small twist of) the package's list of
 * ~50,000 common and breached passwords, or a repeat, sequence or keyboard walk ('aaaaaaaaaaaa',
 * 'password1234', 'qwerty123456'). The list ships inside the package: nothing is fetched at run time.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** The message for a password found common or guessable, or null. `context` (e-mail, names) counts as known. */
export function commonPasswordProblem(password: string, context: readonly string[] = []): string | null {
  const values = context.map((value) => value.toLowerCase()).filter(Boolean);
  const words = [...values, ...values.flatMap((value) => value.split(/[^\p{L}\p{N}]+/u)).filter(Boolean)];
  return strength().check(password, words).score < MIN_SCORE ? COMMON_PASSWORD_MESSAGE : null;
}

/**
 * Every new password (set by an admin, changed, or reset) passes here: 12 to 128 characters and not common.
 * Throws BAD_USER_INPUT naming `field`. The demo seed writes its hashes directly and is not held to it.
 */
export function assertNewPasswordAllowed(
  field: string,
  password: string,
  context: readonly string[] = [],
): void {
  const problem = validateNewPassword(password) ?? commonPasswordProblem(password, context);
  if (problem) throw badUserInput({ [field]: problem });
}
