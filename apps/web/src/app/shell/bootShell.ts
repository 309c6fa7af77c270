import type { ApolloClient } from '@apollo/client';
import { ShellMeDocument } from '../../graphql/generated/shell/graphql.ts';
import { isShellPath } from '../routes.tsx';

/** How long the answer asked at boot stands for the shell's own first request. */
const BOOT_ANSWER_FRESH_MS = 10_000;
let bootAnswerAt: number | null = null;

/**
 * On the first load of a shell page, asks the user's data and loads their menu's icons while the route's
 * chunks still load, instead of once the shell's chunk has loaded and rendered: the shell and its page then
 * draw as soon as their code is there, and a report asks its first rows that much sooner (issue #12). Not
 * on other pages: the sign-in page has no user, and an unauthenticated answer would send it to sign-out.
 */
export function askShellAtBoot(client: ApolloClient, pathname: string): Promise<void> {
  if (!isShellPath(pathname)) return Promise.resolve();
  return client
    .query({ query: ShellMeDocument, fetchPolicy: 'network-only' })
    .then(async ({ data }) => {
      bootAnswerAt = Date.now();
      // Imported here rather than above: the icons' table stays out of the sign-in page's first load.
      const { loadMenuIcons } = await import('./menuIcons.tsx');
      await loadMenuIcons((data?.me?.menu ?? []).map((entry) => entry.iconName));
    })
    .catch(() => undefined);
}

/**
 * The fetch policy of a shell's first ShellMe: the cache alone while the boot's answer is fresh (one
 * request per page load), else the cache and the network, so a shell drawn again later shows current badges.
 */
export function shellFetchPolicy(now = Date.now()): 'cache-first' | 'cache-and-network' {
  return bootAnswerAt !== null && now - bootAnswerAt < BOOT_ANSWER_FRESH_MS
    ? 'cache-first'
    : 'cache-and-network';
}

/** For tests: forget the boot's answer. */
export function forgetBootAnswer() {
  bootAnswerAt = null;
}
