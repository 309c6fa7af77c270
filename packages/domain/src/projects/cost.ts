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

/** A task day to price (C-051 rows): its sheet's status, its person and deliverable, its hours as stored. */
export interface TaskDayToPrice {
  status: string;
  user_id: string;
  deliverable_id: string;
  hours: string | number;
}

/** A task day with its hours as a number, and its rate and cost (null unless its sheet is Approved). */
export type PricedTaskDay<Row extends TaskDayToPrice> = Omit<Row, 'hours'> & {
  hours: number;
  rate: number | null;
  totalCost: number | null;
};

/**
 * Each row with the rate of its person on its deliverable and the cost, for Approved sheets only (M-105);
 * `work` holds the applicable rate (C-024) of each person on each deliverable.
 */
export function priceTaskDays<Row extends TaskDayToPrice>(
  rows: readonly Row[],
  work: readonly { deliverableId: string; userId: string; rate: number }[],
): PricedTaskDay<Row>[] {
  const rates = new Map<string, number>();
  for (const item of work) rates.set(`${item.deliverableId}|${item.userId}`, item.rate);
  return rows.map((row) => {
    const hours = Number(row.hours);
    const rate = row.status === 'Approved' ? rates.get(`${row.deliverable_id}|${row.user_id}`) : undefined;
    return {
      ...row,
      hours,
      rate: rate ?? null,
      totalCost: rate === undefined ? null : taskCost(hours, rate),
    };
  });
}
