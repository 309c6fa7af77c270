import { mayReadAsFinance } from '@tally/domain/policies/finance';
import { mayAddTimeOffTransactions } from '@tally/domain/policies/time-off';
import { isoToCompact } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { requestLoader } from '../../graphql/loaders.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { policyRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { addArgs, rangeArgs, reportArgs } from './inputs.ts';
import { balancesOfUsers, timeOffReport } from './queries.ts';
import type { TimeOffReportRecord, TimeOffTransactionRecord } from './records.ts';
import { addTimeOffTransaction } from './use-cases/add-time-off-transaction.ts';
import { listTimeOffTransactions } from './use-cases/list-time-off-transactions.ts';

/**
 * Time off everywhere it shows (part 3 §2, §7): timeOffTransactions, addTimeOffTransactions, the HR user's
 * timeOffBalances (the /human-resources/time-off-balances table) and finance.timeOffReport.
 */
export function registerTimeOff(builder: Builder, refs: SchemaRefs): void {
  const { TimeOffBalance, HrUser, FinanceQueries: Finance, Me } = refs;

  const Transaction = builder.objectRef<TimeOffTransactionRecord>('TimeOffTransaction').implement({
    description: 'A movement of a time-off balance (part 3 §3). TAKEN hours are negative (Gap 37).',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The transaction's id." }),
      userId: t.exposeID('userId', { description: 'The user.' }),
      timeOffType: t.exposeString('timeOffType', { description: 'The time-off type.' }),
      date: t.string({ description: 'YYYYMMDD', resolve: (row) => isoToCompact(row.date) }),
      transactionType: t.exposeString('transactionType', { description: 'TAKEN, RESET, EARNED or ROLLOVER' }),
      hours: t.exposeFloat('hours', { description: 'Hours: positive earned, negative taken.' }),
    }),
  });

  builder.queryField('timeOffTransactions', (t) =>
    t.field({
      ...signedInRule,
      type: [Transaction],
      description:
        "A user's transactions dated in [startDate, endDate], by date (U-010). The user, HR, finance or admin.",
      args: {
        userId: t.arg.id({ description: 'The user.', required: true }),
        startDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
        endDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
      },
      resolve: (_root, args, context) =>
        listTimeOffTransactions(
          context.deps,
          requireViewer(context),
          parseInput(rangeArgs.and(z.object({ userId: id })), args),
        ),
    }),
  );

  builder.objectField(Me, 'timeOffTransactions', (t) =>
    t.field({
      type: [Transaction],
      description: "The signed-in user's own transactions dated in [startDate, endDate] (part 3 §7).",
      args: {
        startDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
        endDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
      },
      resolve: (me, args, context) =>
        listTimeOffTransactions(context.deps, me.viewer, {
          userId: me.viewer.userId,
          ...parseInput(rangeArgs, args),
        }),
    }),
  );

  builder.mutationField('addTimeOffTransactions', (t) =>
    t.field({
      ...policyRule(mayAddTimeOffTransactions),
      type: Transaction,
      description:
        "Adds one transaction (H-016): timeOffType from the 'Time Off' taxonomy, date YYYYMMDD, hours in steps " +
        'of 0.25 entered positive (TAKEN is stored negative). Human resources and admins only.',
      args: {
        userId: t.arg.id({ description: 'The user.', required: true }),
        timeOffType: t.arg.string({ description: "A term of the 'Time Off' taxonomy." }),
        date: t.arg.string({ description: 'YYYYMMDD' }),
        transactionType: t.arg.string({ description: 'EARNED, TAKEN, ROLLOVER or RESET.' }),
        hours: t.arg.float({ description: 'Hours of the movement.' }),
      },
      resolve: (_root, args, context) =>
        addTimeOffTransaction(context.deps, requireViewer(context), parseInput(addArgs, args)),
    }),
  );

  builder.objectField(HrUser, 'timeOffBalances', (t) =>
    t.field({
      type: [TimeOffBalance],
      description:
        'Balances per time-off type over [startDate, endDate] (H-015); one statement for the list.',
      args: {
        startDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
        endDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
      },
      resolve: (user, args, context) => {
        const input = parseInput(rangeArgs, args);
        return requestLoader(
          context,
          `timeoff.balances:${input.startDate}:${input.endDate}`,
          (ids) => balancesOfUsers(context.deps.db, ids, { start: input.startDate, end: input.endDate }),
          [],
        ).load(user.id);
      },
    }),
  );

  const ReportRow = builder.objectRef<TimeOffReportRecord>('TimeOffReportRow').implement({
    description: 'One transaction of the finance time-off report (F-028), with its user.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The transaction's id." }),
      userId: t.exposeID('userId', { description: 'The user.' }),
      name: t.exposeString('name', { description: "The user's full name." }),
      email: t.exposeString('email', { description: "The user's sign-in address.", nullable: true }),
      payrollId: t.exposeString('payrollId', {
        description: "The user's payroll id, if any.",
        nullable: true,
      }),
      timeOffType: t.exposeString('timeOffType', { description: 'The time-off type.' }),
      date: t.string({ description: 'YYYYMMDD', resolve: (row) => isoToCompact(row.date) }),
      transactionType: t.exposeString('transactionType', {
        description: 'EARNED, TAKEN, ROLLOVER or RESET.',
      }),
      hours: t.exposeFloat('hours', { description: 'Hours of the movement.' }),
    }),
  });

  builder.objectField(Finance, 'timeOffReport', (t) =>
    t.field({
      ...policyRule(mayReadAsFinance),
      type: [ReportRow],
      description:
        'Every time-off transaction dated in [startDate, endDate] (a year at most), by user, type and date (F-028).',
      args: {
        startDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
        endDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
      },
      resolve: (_marker, args, context) => {
        const input = parseInput(reportArgs, args);
        return timeOffReport(context.deps.db, input.startDate, input.endDate);
      },
    }),
  );
}
