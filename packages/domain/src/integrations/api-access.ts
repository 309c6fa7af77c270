/**
 * Rules of the portal's API for other tools (issue #17): personal access tokens and webhooks. Shared by the
 * server (enforcement) and the web forms (instant feedback).
 */

export const TOKEN_SCOPES = ['READ', 'READ_WRITE'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The lifetimes a token may have; none (never expires) is for admins only. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const TOKEN_NAME_MAX = 100;
/** Every secret starts so; a scanner (or a person) recognises a leaked Tally token by it. */
export const TOKEN_SECRET_PREFIX = 'tly_';

export const TOKEN_MESSAGES = {
  nameRequired: 'Enter a name for the token',
  nameTooLong: `The name has at most ${TOKEN_NAME_MAX} characters`,
  expiry: 'Choose 30, 90 or 365 days',
  noExpiryAdminsOnly: 'Only admins may create a token that never expires',
  readOnly: 'This token is read-only: mutations need a READ_WRITE token.',
  sessionOnly: 'Tokens and webhooks are managed from a signed-in browser session, not with a token.',
  invalidToken: 'The access token is invalid, revoked or expired.',
  rateLimited: (seconds: number) => `Too many requests with this token; try again in ${seconds} s.`,
} as const;

/** The name's problem, or null. */
export function tokenNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return TOKEN_MESSAGES.nameRequired;
  if (trimmed.length > TOKEN_NAME_MAX) return TOKEN_MESSAGES.nameTooLong;
  return null;
}

/** The expiry's problem for this creator, or null (null days: never expires). */
export function tokenExpiryProblem(days: number | null | undefined, isAdmin: boolean): string | null {
  if (days === null || days === undefined) return isAdmin ? null : TOKEN_MESSAGES.noExpiryAdminsOnly;
  return (TOKEN_EXPIRY_DAYS as readonly number[]).includes(days) ? null : TOKEN_MESSAGES.expiry;
}

/**
 * Requests per token per minute. A nightly sync of a year of a 1,000-person firm reads 52 weeks of each
 * person: 52,000 week reads take under an hour at this pace, and a sync that pages by month needs far fewer.
 */
export const TOKEN_REQUESTS_PER_MINUTE = 1200;

export const WEBHOOK_EVENTS = [
  'TIMESHEET_SUBMITTED',
  'TIMESHEET_APPROVED',
  'TIMESHEET_DECLINED',
  'TIMESHEET_RECALLED',
  'PROJECT_BUDGET_THRESHOLD',
  'USER_CREATED',
  'USER_DEACTIVATED',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The name in X-Tally-Event: lower case, the subject and the verb joined by a dot (`timesheet.approved`). */
export function webhookEventName(event: WebhookEvent): string {
  const [subject = '', ...rest] = event.toLowerCase().split('_');
  return `${subject}.${rest.join('_')}`;
}

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  TIMESHEET_SUBMITTED: 'Timesheet submitted',
  TIMESHEET_APPROVED: 'Timesheet approved',
  TIMESHEET_DECLINED: 'Timesheet declined',
  TIMESHEET_RECALLED: 'Timesheet recalled',
  PROJECT_BUDGET_THRESHOLD: 'Project budget crossing 60 %, 80 %, 100 %',
  USER_CREATED: 'User created',
  USER_DEACTIVATED: 'User deactivated',
};

/** Budget-used fractions whose crossing (upwards) is an event. */
export const BUDGET_THRESHOLDS = [0.6, 0.8, 1] as const;

/** The thresholds a change of budget used crossed upwards (old below, new at or above). */
export function crossedThresholds(before: number, after: number): number[] {
  return BUDGET_THRESHOLDS.filter((threshold) => before < threshold && after >= threshold);
}

/** Failed deliveries are retried with backoff for this long after the event. */
export const WEBHOOK_RETRY_HOURS = 24;

export const WEBHOOK_MESSAGES = {
  eventsRequired: 'Choose at least one event',
  privateAddress: 'This webhook address is not allowed (private or loopback network)',
  invalidUrl: 'Enter an http or https address',
  unresolvable: 'This webhook address could not be resolved',
} as const;
