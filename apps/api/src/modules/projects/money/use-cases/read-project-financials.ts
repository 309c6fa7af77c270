import { mayViewProjectMoney } from '@tally/domain/policies/projects';
import { budgetStatus, budgetUsed, deliverableBudget, remainingBudget } from '@tally/domain/projects/budget';
import { describeCost, RATE_SOURCE_LABELS, type RateSource, roundCents } from '@tally/domain/projects/cost';
import { type DateRange, financialsDefaultRange } from '@tally/domain/projects/financials';
import { type IsoDate, isoDateOf } from '@tally/domain/shared/dates';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, forbidden } from '../../../../graphql/errors.ts';
import { findApprovedWork, overMonths, sumWork } from '../../queries/approved-work.ts';
import type { ProjectRecord } from '../../records.ts';
import { findFinancialFacts, findTaskDates } from '../queries/financials.ts';
import type { ContributorFigures, PeriodFigures, ProjectFinancials } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * The range asked for, or the default range (M-104); BAD_USER_INPUT when the end is before the start.
 * `whole` tells that the range holds every task of the project.
 */
async function financialsRange(
  deps: Deps,
  projectId: string,
  start: IsoDate | null,
  end: IsoDate | null,
): Promise<{ range: DateRange; earliest: IsoDate | null; whole: boolean }> {
  const dates = await findTaskDates(deps.db, projectId);
  const fallback = financialsDefaultRange(isoDateOf(deps.clock()), dates.first);
  const range = { start: start ?? fallback.start, end: end ?? fallback.end };
  if (range.end < range.start) throw badUserInput({ endDate: 'End date must be on or after the start date' });
  const whole = dates.first === null || (range.start <= dates.first && range.end >= (dates.last ?? ''));
  return { range, earliest: dates.first, whole };
}

const ruleOf = (sources: Set<RateSource>) =>
  sources.size === 1 ? RATE_SOURCE_LABELS[[...sources][0]!] : 'several rates (see each deliverable)';

/**
 * Budget, cost, expenses and approved hours of a project (M-103..M-106): one approved-work statement for the
 * range by month (the range's figures and the months), one for the whole life (budget used) unless the range
 * holds every task, one for the project's deliverables, expenses and the names of the people with approved
 * hours (only they appear).
 */
export async function readProjectFinancials(
  deps: Deps,
  viewer: Viewer,
  record: ProjectRecord,
  start: IsoDate | null,
  end: IsoDate | null,
): Promise<ProjectFinancials> {
  if (!mayViewProjectMoney(viewer, record)) throw forbidden();
  const { project } = record;
  const { range, earliest, whole } = await financialsRange(deps, project.id, start, end);
  // The range's work by month; when the range holds every task, the whole life's work is the same (and the
  // range needs no date filter: approved_hours answers it alone, without the entries of partial months).
  const [monthly, lifeWork, facts] = await Promise.all([
    findApprovedWork(deps.db, {
      projectIds: [project.id],
      ...(whole ? {} : { from: range.start, to: range.end }),
      byMonth: true,
    }),
    whole ? null : findApprovedWork(deps.db, { projectIds: [project.id] }),
    findFinancialFacts(deps.db, project.id),
  ]);
  const work = overMonths(monthly);

  const budget = Number(project.budget);
  const expenses = Number(facts.rows.find((row) => row.kind === 'expenses')?.budget ?? 0);
  const life = sumWork(lifeWork ?? work, () => 'all').get('all') ?? { hours: 0, cost: 0 };
  const used = budgetUsed({ budget, cost: life.cost, expenses, deductExpenses: project.deductExpenses });
  const spent = life.cost + (project.deductExpenses ? expenses : 0);

  const names = new Map(
    facts.rows.filter((row) => row.kind === 'user').map((row) => [row.id!, row.name ?? '']),
  );
  const deliverableRows = facts.rows.filter((row) => row.kind === 'deliverable');
  const deliverableNames = new Map(deliverableRows.map((row) => [row.id!, row.name ?? '']));

  const contributors = new Map<string, ContributorFigures & { sources: Set<RateSource> }>();
  const byDeliverable = new Map<string, { hours: number; cost: number; explanation: string[] }>();
  for (const item of work) {
    const person = contributors.get(item.userId) ?? {
      userId: item.userId,
      name: names.get(item.userId) ?? 'Unknown',
      hours: 0,
      cost: 0,
      rate: 0,
      rateRule: '',
      explanation: [],
      sources: new Set<RateSource>(),
    };
    person.hours += item.hours;
    person.cost = roundCents(person.cost + item.cost);
    person.sources.add(item.rateSource);
    const line = describeCost(item.hours, { rate: item.rate, source: item.rateSource });
    person.explanation.push(`${deliverableNames.get(item.deliverableId) ?? 'Deliverable'}: ${line}`);
    contributors.set(item.userId, person);

    const deliverable = byDeliverable.get(item.deliverableId) ?? { hours: 0, cost: 0, explanation: [] };
    deliverable.hours += item.hours;
    deliverable.cost = roundCents(deliverable.cost + item.cost);
    deliverable.explanation.push(`${names.get(item.userId) ?? 'Unknown'}: ${line}`);
    byDeliverable.set(item.deliverableId, deliverable);
  }

  // Summed per month (cents rounded at each step, so the order of the items does not change a figure), then
  // the few months sorted as plain text (YYYY-MM): no sort of every item of the range.
  const months = new Map<string, PeriodFigures>();
  for (const item of monthly) {
    const period = item.month ?? '';
    let figures = months.get(period);
    if (!figures) {
      figures = { period, hours: 0, cost: 0 };
      months.set(period, figures);
    }
    figures.hours += item.hours;
    figures.cost = roundCents(figures.cost + item.cost);
  }
  const periods = [...months.values()].sort((a, b) =>
    a.period < b.period ? -1 : a.period > b.period ? 1 : 0,
  );

  const total = sumWork(work, () => 'all').get('all') ?? { hours: 0, cost: 0 };
  return {
    range,
    earliestTaskDate: earliest,
    budget,
    expenses,
    deductExpenses: project.deductExpenses,
    totalCost: life.cost,
    totalApprovedHours: life.hours,
    budgetUsed: used,
    remaining: remainingBudget(budget, used),
    budgetStatus: budgetStatus(spent, budget),
    approvedHours: total.hours,
    cost: total.cost,
    contributors: [...contributors.values()]
      .map(({ sources, ...person }) => ({
        ...person,
        rate: person.hours > 0 ? roundCents(person.cost / person.hours) : 0,
        rateRule: ruleOf(sources),
      }))
      .sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name)),
    deliverables: deliverableRows.map((row) => {
      const figures = byDeliverable.get(row.id!) ?? { hours: 0, cost: 0, explanation: [] };
      return {
        deliverableId: row.id!,
        name: row.name ?? '',
        milestoneName: row.milestone,
        budget: deliverableBudget(
          {
            budget: Number(row.budget ?? 0),
            budgetPercent: row.budget_percent === null ? null : Number(row.budget_percent),
          },
          budget,
        ),
        ...figures,
      };
    }),
    months: periods,
  };
}
