import { isCompactDate, isoToCompact, tryCompactToIso } from '@tally/domain/dates';
import {
  PERFORMANCE_PAGE_SIZE,
  type UserPerformance,
  UTILIZATION_FILTERS,
  validateReportRange,
} from '@tally/domain/utilization';
import { z } from 'zod';
import type { Builder } from '../../graphql/builder.ts';
import { badUserInput } from '../../graphql/errors.ts';
import { groupRule, namespaceTypeRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { id } from '../timesheets/timesheet.args.ts';
import type { UserTimesheetRow } from './performance.queries.ts';
import {
  allUserTimesheets,
  type PerformancePage,
  type PerformanceSummary,
  type PerformanceUser,
  performanceReport,
} from './performance.service.ts';

interface PerformanceMarker {
  readonly namespace: 'performance';
}
const MARKER: PerformanceMarker = { namespace: 'performance' };
/** The most rows one page may hold (the CSV export reads the filtered rows in pages of this size). */
const MAX_PAGE = 500;

const compactDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .refine(isCompactDate, { message: 'Enter a date as YYYYMMDD', abort: true })
    .transform((value) => tryCompactToIso(value) ?? value);

const rangeArgs = z
  .object({ startDate: compactDate('Start date'), endDate: compactDate('End date') })
  .transform((value) => ({ start: value.startDate, end: value.endDate }));

export function parseRange(args: { startDate: string; endDate: string }) {
  const range = parseInput(rangeArgs, args);
  const errors = validateReportRange(range);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return range;
}

const pageArgs = z.object({
  offset: z.number().int('Offset must be a whole number').min(0, 'Offset must not be negative'),
  limit: z
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAX_PAGE, `Limit must be at most ${MAX_PAGE}`),
});

const timesheetArgs = z.object({
  userIds: z.array(id).max(MAX_PAGE, `At most ${MAX_PAGE} users at once`),
});

/**
 * The Performance area (part 3 §2, X-001..X-016): `performance { users(startDate, endDate, ...) }` with each
 * user's `performance` figures and `performance { allUserTimesheets(userIds, ...) }` for the expandable rows.
 * Senior management and admins only.
 */
export function registerPerformance(builder: Builder): void {
  const managers = groupRule('senior-management', 'admin');

  const Filter = builder.enumType('UtilizationFilter', {
    description: 'Underutilized: below 90 %; Overutilized: above 110 % (X-007).',
    values: UTILIZATION_FILTERS,
  });

  const Performance = builder.objectRef<UserPerformance>('UserPerformance').implement({
    description:
      'A person’s approved hours in the range (X-009). Percentages are of the hours available, pctHoliday of ' +
      'every weekday’s hours; null when the range has no available hours.',
    fields: (t) => ({
      numOfWeeks: t.exposeFloat('numOfWeeks', { description: 'Weekdays ÷ 5 (X-011).' }),
      timeReported: t.exposeFloat('timeReported', {
        description: 'Approved hours, time off included, deliverables ignored in totals left out.',
      }),
      leftOverHours: t.exposeFloat('leftOverHours', { description: 'Hours available − time reported.' }),
      pctUtilized: t.exposeFloat('pctUtilized', { nullable: true }),
      hoursAvailable: t.exposeFloat('hoursAvailable', {
        description: '(Working days × 8) − (holidays × 8), holidays from configuration holidays (X-010).',
      }),
      billableTime: t.exposeFloat('billableTime', {
        description: 'Approved hours outside time off and outside projects classified Overhead.',
      }),
      pctBillable: t.exposeFloat('pctBillable', { nullable: true }),
      nonBillableTime: t.exposeFloat('nonBillableTime', { description: 'Reported − billable − time off.' }),
      pctNonBillable: t.exposeFloat('pctNonBillable', { nullable: true }),
      holidayTime: t.exposeFloat('holidayTime', { description: 'Configured weekday holidays × 8.' }),
      pctHoliday: t.exposeFloat('pctHoliday', { nullable: true }),
      ptoTime: t.exposeFloat('ptoTime', {
        description: 'Approved hours on deliverables tracked as time off.',
      }),
      pctPtoTime: t.exposeFloat('pctPtoTime', { nullable: true }),
    }),
  });

  const User = builder.objectRef<PerformanceUser>('PerformanceUser').implement({
    description: 'A person of the utilization report.',
    fields: (t) => ({
      _id: t.exposeID('id'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      email: t.exposeString('email', { nullable: true }),
      title: t.exposeString('title', { nullable: true }),
      imageUrl: t.exposeString('imageUrl', { nullable: true }),
      performance: t.field({
        type: Performance,
        description: 'The figures for the range the page was asked for.',
        resolve: (user) => user.performance,
      }),
    }),
  });

  const Bands = builder.objectRef<PerformanceSummary['bands']>('UtilizationBands').implement({
    description: 'How many people fall in each utilization colour band (X-012).',
    fields: (t) => ({
      green: t.exposeInt('green'),
      orange: t.exposeInt('orange'),
      red: t.exposeInt('red'),
    }),
  });

  const Summary = builder.objectRef<PerformanceSummary>('PerformanceSummary').implement({
    description: 'Everyone in the range, before the filter.',
    fields: (t) => ({
      users: t.exposeInt('users'),
      underutilized: t.exposeInt('underutilized'),
      overutilized: t.exposeInt('overutilized'),
      averageUtilization: t.exposeFloat('averageUtilization', { nullable: true }),
      bands: t.field({ type: Bands, resolve: (summary) => summary.bands }),
    }),
  });

  const Page = builder.objectRef<PerformancePage>('PerformanceUserPage').implement({
    description: 'One page of the utilization report.',
    fields: (t) => ({
      startDate: t.string({ description: 'YYYYMMDD', resolve: (page) => isoToCompact(page.range.start) }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (page) => isoToCompact(page.range.end) }),
      workingDays: t.int({ resolve: (page) => page.capacity.workingDays }),
      holidays: t.int({
        description: 'Configured weekday holidays in the range.',
        resolve: (page) => page.capacity.holidays,
      }),
      hoursAvailable: t.float({ resolve: (page) => page.capacity.hoursAvailable }),
      total: t.exposeInt('total', { description: 'People matching the filter, every page.' }),
      offset: t.exposeInt('offset'),
      limit: t.exposeInt('limit'),
      nodes: t.field({ type: [User], resolve: (page) => page.nodes }),
      summary: t.field({ type: Summary, resolve: (page) => page.summary }),
    }),
  });

  const Sheet = builder.objectRef<UserTimesheetRow>('PerformanceTimesheet').implement({
    description: 'One project of one timesheet of a person (X-015).',
    fields: (t) => ({
      _id: t.id({ resolve: (row) => `${row.timesheetId}:${row.projectId}` }),
      timesheetId: t.exposeID('timesheetId'),
      userId: t.exposeID('userId'),
      startDate: t.string({ description: 'YYYYMMDD', resolve: (row) => isoToCompact(row.startDate) }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (row) => isoToCompact(row.endDate) }),
      status: t.exposeString('status'),
      totalHours: t.exposeFloat('totalHours', { description: 'The whole sheet’s total.' }),
      projectHours: t.exposeFloat('projectHours', { description: 'Hours of the sheet on this project.' }),
      projectId: t.exposeID('projectId'),
      projectName: t.exposeString('projectName'),
      clientName: t.exposeString('clientName', { nullable: true }),
    }),
  });

  const Namespace = builder.objectRef<PerformanceMarker>('PerformanceQueries').implement({
    ...namespaceTypeRule,
    description: 'Performance queries; senior-management and admin only (X-002).',
    fields: (t) => ({
      users: t.field({
        ...managers,
        type: Page,
        description:
          'Users with performance(startDate, endDate) (X-009): everyone with approved hours in the range and ' +
          'every active account that keeps timesheets, by name, filtered and paged (50, X-008). The range may ' +
          'span up to 366 days.',
        args: {
          startDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
          endDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
          filter: t.arg({ type: Filter, defaultValue: 'ALL' }),
          offset: t.arg.int({ defaultValue: 0 }),
          limit: t.arg.int({ defaultValue: PERFORMANCE_PAGE_SIZE }),
        },
        resolve: (_marker, args, context) => {
          const range = parseRange(args);
          const page = parseInput(pageArgs, {
            offset: args.offset ?? 0,
            limit: args.limit ?? PERFORMANCE_PAGE_SIZE,
          });
          return performanceReport(context.deps, { range, filter: args.filter ?? 'ALL', ...page });
        },
      }),
      allUserTimesheets: t.field({
        ...managers,
        type: [Sheet],
        description:
          'The given people’s timesheets whose week overlaps the range, every status, one row per project ' +
          '(X-015). Newest week first.',
        args: {
          userIds: t.arg.idList({ required: true }),
          startDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
          endDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
        },
        resolve: (_marker, args, context) => {
          const range = parseRange(args);
          const { userIds } = parseInput(timesheetArgs, { userIds: args.userIds.map(String) });
          return allUserTimesheets(context.deps, { userIds, ...range });
        },
      }),
    }),
  });

  builder.queryField('performance', (t) =>
    t.field({
      ...signedInRule,
      type: Namespace,
      description: 'Namespace of the performance queries.',
      resolve: () => MARKER,
    }),
  );
}
