/**
 * The queries the service worker keeps the last answer of, to give back when the network does not answer
 * (issue #18): what the shell and the person's week need to draw (apps/web/service-worker/sw.js). Other
 * screens are dimmed while offline and are not kept.
 */
export const OFFLINE_READABLE_QUERIES: ReadonlySet<string> = new Set([
  'ShellMe',
  'Environment',
  'Configurations',
  'WeekTimesheet',
  'WeekLineBudgets',
  'MyDeliverableAssignment',
]);

/** The request header that marks such a query for the service worker. */
export const OFFLINE_HEADER = 'x-tally-offline';

/** The Cache Storage cache holding those answers (deleted at sign-out). */
export const OFFLINE_DATA_CACHE = 'tally-data';
