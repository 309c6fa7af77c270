/**
 * The cost of approved hours (C-024): each task's hours times the first rate that applies.
 * Every figure carries the rule that produced it, so the UI can say how a cost was computed.
 */

export type RateSource = 'deliverable' | 'resource-role' | 'user-role' | 'default-rate' | 'none';

export interface RateFacts {
  /** The deliverable's own rate; null when not set. 0 is a rate (free work), not "unset". */
  deliverableRate: number | null;
  /** The rate of the project role named by the person's resource entry on the project. */
  resourceRoleRate: number | null;
  /** The rate of the project role named like the user's own role. */
  userRoleRate: number | null;
  /** The user's default hourly rate. */
  defaultRate: number | null;
}

export interface AppliedRate {
  rate: number;
  source: RateSource;
}

export const RATE_SOURCE_LABELS: Record<RateSource, string> = {
  deliverable: 'deliverable rate',
  'resource-role': "rate of the person's role on the project",
  'user-role': "rate of the user's role",
  'default-rate': "user's default rate",
  none: 'no rate set',
};

const usable = (rate: number | null): rate is number => rate !== null && Number.isFinite(rate) && rate >= 0;

/** The deliverable rate if 0 or more, else the resource's role rate, the user's role rate, the default rate, else 0. */
export function applicableRate(facts: RateFacts): AppliedRate {
  if (usable(facts.deliverableRate)) return { rate: facts.deliverableRate, source: 'deliverable' };
  if (usable(facts.resourceRoleRate)) return { rate: facts.resourceRoleRate, source: 'resource-role' };
  if (usable(facts.userRoleRate)) return { rate: facts.userRoleRate, source: 'user-role' };
  if (usable(facts.defaultRate)) return { rate: facts.defaultRate, source: 'default-rate' };
  return { rate: 0, source: 'none' };
}

/** Cost = hours × rate, rounded to cents. */
export function taskCost(hours: number, rate: number): number {
  return roundCents(hours * rate);
}

export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** One line of the "how was this computed" tooltip, e.g. '12.5 h × $150 (deliverable rate)'. */
export function describeCost(hours: number, applied: AppliedRate): string {
  return `${hours} h × $${applied.rate} (${RATE_SOURCE_LABELS[applied.source]})`;
}
