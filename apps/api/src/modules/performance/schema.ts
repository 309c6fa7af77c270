import {
  PERFORMANCE_PAGE_SIZE,
  type UserPerformance,
  type UTILIZATION_FILTERS,
} from '@tally/domain/performance/utilization';
import { mayReadUtilization } from '@tally/domain/policies/performance';
import { isoToCompact } from '@tally/domain/shared/dates';
import type { Builder } from '../../graphql/builder.ts';
import { namespaceTypeRule, policyRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { pageArgs, parseRange, timesheetArgs } from './inputs.ts';
import type { PerformancePage, PerformanceSummary, PerformanceUser, UserTimesheetRow } from './records.ts';
import { allUserTimesheets } from './use-cases/all-user-timesheets.ts';
import { performanceReport } from './use-cases/performance-report.ts';

interface PerformanceMarker {
  readonly namespace: 'performance';
}

const MARKER: PerformanceMarker = { namespace: 'performance' };

/**
 * The Performance area (part 3 §2, X-001..X-016): `performance { users(startDate, endDate, ...) }` with each
 * user's `performance` figures and `performance { allUserTimesheets(userIds, ...) }` for the expandable rows.
 * Senior management and admins only.
 */
export function registerPerformance(builder: Builder): void {
  const managers = policyRule(mayReadUtilization);

  const Filter = builder.enumType('UtilizationFilter', {
    description: 'Underutilized: below 90 %; Overutilized: above 110 % (X-007).',
    values: {
      ALL: { description: 'Everyone.' },
      UNDERUTILIZED: { description: 'Utilization below 90 %.' },
      OVERUTILIZED: { description: 'Utilization above 110 %.' },
    } satisfies Record<(typeof UTILIZATION_FILTERS)[number], { description: string }>,
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
      pctUtilized: t.exposeFloat('pctUtilized', {
        description: 'Approved hours as a percentage of the hours available.',
        nullable: true,
      }),
      hoursAvailable: t.exposeFloat('hoursAvailable', {
        description: '(Working days × 8) − (holidays × 8), holidays from configuration holidays (X-010).',
      }),
      billableTime: t.exposeFloat('billableTime', {
        description: 'Approved hours outside time off and outside projects classified Overhead.',
      }),
      pctBillable: t.exposeFloat('pctBillable', {
        description: 'Billable hours as a percentage of the hours available.',
        nullable: true,
      }),
      nonBillableTime: t.exposeFloat('nonBillableTime', { description: 'Reported − billable − time off.' }),
      pctNonBillable: t.exposeFloat('pctNonBillable', {
        description: 'Non-billable hours as a percentage of the hours available.',
        nullable: true,
      }),
      holidayTime: t.exposeFloat('holidayTime', { description: 'Configured weekday holidays × 8.' }),
      pctHoliday: t.exposeFloat('pctHoliday', {
        description: "Holiday hours as a percentage of every weekday's hours.",
        nullable: true,
      }),
      ptoTime: t.exposeFloat('ptoTime', {
        description: 'Approved hours on deliverables tracked as time off.',
      }),
      pctPtoTime: t.exposeFloat('pctPtoTime', {
        description: 'Paid time off as a percentage of the hours available.',
        nullable: true,
      }),
    }),
  });

  const User = builder.objectRef<PerformanceUser>('PerformanceUser').implement({
    description: 'A person of the utilization report.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The person's user id." }),
      firstName: t.exposeString('firstName', { description: 'First name.' }),
      lastName: t.exposeString('lastName', { description: 'Last name.' }),
      email: t.exposeString('email', { description: 'Sign-in address.', nullable: true }),
      title: t.exposeString('title', { description: 'Job title, if any.', nullable: true }),
      imageUrl: t.exposeString('imageUrl', { description: 'Profile picture URL, if any.', nullable: true }),
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
      green: t.exposeInt('green', { description: 'People at 95 to 105 % utilization.' }),
      orange: t.exposeInt('orange', { description: 'People at 80 to 95 % or above 105 to 115 %.' }),
      red: t.exposeInt('red', { description: 'People under 80 % or over 115 %.' }),
    }),
  });

  const Summary = builder.objectRef<PerformanceSummary>('PerformanceSummary').implement({
    description: 'Everyone in the range, before the filter.',
    fields: (t) => ({
      users: t.exposeInt('users', { description: 'How many people are in the range, before the filter.' }),
      underutilized: t.exposeInt('underutilized', { description: 'How many are below 90 %.' }),
      overutilized: t.exposeInt('overutilized', { description: 'How many are above 110 %.' }),
      averageUtilization: t.exposeFloat('averageUtilization', {
        description: 'Average utilization in percent; null without anyone.',
        nullable: true,
      }),
      bands: t.field({
        description: 'How many fall in each colour band.',
        type: Bands,
        resolve: (summary) => summary.bands,
      }),
    }),
  });

  const Page = builder.objectRef<PerformancePage>('PerformanceUserPage').implement({
    description: 'One page of the utilization report.',
    fields: (t) => ({
      startDate: t.string({ description: 'YYYYMMDD', resolve: (page) => isoToCompact(page.range.start) }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (page) => isoToCompact(page.range.end) }),
      workingDays: t.int({
        description: 'Working days in the range (weekdays).',
        resolve: (page) => page.capacity.workingDays,
      }),
      holidays: t.int({
        description: 'Configured weekday holidays in the range.',
        resolve: (page) => page.capacity.holidays,
      }),
      hoursAvailable: t.float({
        description: 'Hours available per person in the range: 8 per working day, holidays left out (X-010).',
        resolve: (page) => page.capacity.hoursAvailable,
      }),
      total: t.exposeInt('total', { description: 'People matching the filter, every page.' }),
      offset: t.exposeInt('offset', { description: 'Offset of this page.' }),
      limit: t.exposeInt('limit', { description: 'Size of this page.' }),
      nodes: t.field({
        description: 'The people of this page.',
        type: [User],
        resolve: (page) => page.nodes,
      }),
      summary: t.field({
        description: 'Figures of everyone in the range.',
        type: Summary,
        resolve: (page) => page.summary,
      }),
    }),
  });

  const Sheet = builder.objectRef<UserTimesheetRow>('PerformanceTimesheet').implement({
    description: 'One project of one timesheet of a person (X-015).',
    fields: (t) => ({
      _id: t.id({
        description: "The row's id (sheet and project).",
        resolve: (row) => `${row.timesheetId}:${row.projectId}`,
      }),
      timesheetId: t.exposeID('timesheetId', { description: 'The timesheet.' }),
      userId: t.exposeID('userId', { description: 'Its owner.' }),
      startDate: t.string({ description: 'YYYYMMDD', resolve: (row) => isoToCompact(row.startDate) }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (row) => isoToCompact(row.endDate) }),
      status: t.exposeString('status', { description: "The timesheet's status." }),
      totalHours: t.exposeFloat('totalHours', { description: 'The whole sheet’s total.' }),
      projectHours: t.exposeFloat('projectHours', { description: 'Hours of the sheet on this project.' }),
      projectId: t.exposeID('projectId', { description: 'The project.' }),
      projectName: t.exposeString('projectName', { description: "The project's name." }),
      clientName: t.exposeString('clientName', { description: "Its client's name, if any.", nullable: true }),
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
          filter: t.arg({ description: 'Who to list; default ALL.', type: Filter, defaultValue: 'ALL' }),
          offset: t.arg.int({ description: 'How many people to skip.', defaultValue: 0 }),
          limit: t.arg.int({
            description: 'How many people to answer.',
            defaultValue: PERFORMANCE_PAGE_SIZE,
          }),
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
          userIds: t.arg.idList({ description: 'The people.', required: true }),
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
