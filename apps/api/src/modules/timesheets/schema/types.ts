import { isoToCompact } from '@tally/domain/shared/dates';
import { dailyTotals, totalsLineOf, weeklyTotal } from '@tally/domain/timesheets/totals';
import { WEEKDAY_LABELS, weekDates, weekdayKeyOf } from '@tally/domain/timesheets/week';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import {
  cancelPermission,
  canEditTimesheet,
  deletePermission,
  recallPermission,
  submitPermission,
} from '../access.ts';
import type { LineBudget, TimesheetRecord } from '../records.ts';
import { lineBudgets } from '../use-cases/get-line-budgets.ts';
import { sheetTimeOffBalances } from '../use-cases/sheet-time-off-balances.ts';
import { createTimesheetParts, type TaskView } from './parts.ts';
import { requestSettings } from './request-settings.ts';

interface WeekDayView {
  date: string;
  tasks: TaskView[];
  hours: number;
}

function weekDays(record: TimesheetRecord): WeekDayView[] {
  const totals = dailyTotals(record.lineItems.map(totalsLineOf), record.sheet.endDate);
  return weekDates(record.sheet.endDate).map((date, index) => ({
    date,
    hours: totals[index]?.hours ?? 0,
    tasks: record.lineItems.flatMap((line) =>
      line.entries.filter((entry) => entry.date === date).map((entry) => ({ entry, line })),
    ),
  }));
}

/**
 * Implements the Timesheet type and its parts (registerTimesheets); returns them for the timesheet area's own
 * fields. Other areas use the shared ones through refs (refs.Timesheet, refs.TimesheetProject, ...).
 */
export function implementTimesheetTypes(builder: Builder, refs: SchemaRefs) {
  const parts = createTimesheetParts(builder, refs);

  const WeekDay = builder.objectRef<WeekDayView>('TimesheetWeekDay').implement({
    description: 'A day of the week, first day (the one after the week-end day) first.',
    fields: (t) => ({
      key: t.string({ description: 'mon … sun', resolve: (day) => weekdayKeyOf(day.date) }),
      label: t.string({
        description: 'The weekday as the sheet heads it.',
        resolve: (day) => WEEKDAY_LABELS[weekdayKeyOf(day.date)],
      }),
      date: t.string({ description: 'YYYYMMDD', resolve: (day) => isoToCompact(day.date) }),
      hours: t.float({
        description: 'Daily total without ignoreHoursInTotal deliverables.',
        resolve: (day) => day.hours,
      }),
      tasks: t.field({
        description: 'The day entries of that day.',
        type: [parts.Task],
        resolve: (day) => day.tasks,
      }),
    }),
  });

  const LineBudgetRef = builder.objectRef<LineBudget>('TimesheetLineBudget').implement({
    description: "A line's budget consumption (T-043): its deliverable's approved cost over its budget.",
    fields: (t) => ({
      lineItemId: t.id({ description: 'The line.', resolve: (budget) => budget.lineItemId }),
      budgetUsedPercent: t.exposeFloat('budgetUsedPercent', { description: 'Percent of the budget used.' }),
    }),
  });

  const Timesheet = refs.Timesheet.implement({
    description:
      "A person's timesheet of one week: its lines and hours, status, approvals, attachments and what the viewer may do with it.",
    fields: (t) => ({
      _id: t.id({ description: "The sheet's id.", resolve: (r) => r.sheet.id }),
      userId: t.id({ description: 'Its owner.', resolve: (r) => r.sheet.userId }),
      user: t.field({ description: 'Its owner.', type: parts.User, resolve: (r) => r.sheet.user }),
      status: t.string({
        description: 'Not Submitted, Submitted-Pending, Approved, Declined or Cancelled.',
        resolve: (r) => r.sheet.status,
      }),
      totalHours: t.float({
        description:
          "The week's total by the one rule (domain weeklyTotal: ignoreHoursInTotal deliverables left out), from the sheet's lines, so it always matches the grid and the daily totals (T-035); a sheet read without its lines (the approvals lists) answers the stored total, which edits write by the same rule.",
        resolve: (r) =>
          r.lineItems.length > 0 ? weeklyTotal(r.lineItems.map(totalsLineOf)) : r.sheet.totalHours,
      }),
      billableHours: t.float({
        description: 'Hours on billable work (not time off, not Overhead projects).',
        resolve: (r) => r.sheet.billableHours,
      }),
      startDate: t.string({ description: 'YYYYMMDD', resolve: (r) => isoToCompact(r.sheet.startDate) }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (r) => isoToCompact(r.sheet.endDate) }),
      isLocked: t.boolean({
        description: 'Locked (T-086): nothing about the sheet may change.',
        resolve: (r) => r.sheet.isLocked,
      }),
      documentUrl: t.string({
        description: 'A legacy document link, if any.',
        nullable: true,
        resolve: (r) => r.sheet.documentUrl,
      }),
      submittedDate: t.string({
        description: 'When it was last submitted (ISO 8601), if ever.',
        nullable: true,
        resolve: (r) => r.sheet.submittedAt?.toISOString() ?? null,
      }),
      approvedDate: t.string({
        description: 'When it was approved (ISO 8601), if it was.',
        nullable: true,
        resolve: (r) => r.sheet.approvedAt?.toISOString() ?? null,
      }),
      timesheetAttachments: t.field({
        description: 'Files attached to it.',
        type: [parts.Attachment],
        resolve: (r) => r.attachments,
      }),
      timesheetExpense: t.field({
        description: 'Expenses claimed on it.',
        type: [parts.Expense],
        resolve: (r) => r.expenses,
      }),
      timeline: t.field({
        description: 'Its events, oldest first.',
        type: [parts.TimelineEvent],
        resolve: (r) => r.timeline,
      }),
      approvalsRequired: t.field({
        description: 'Its approval steps.',
        type: [parts.Approval],
        resolve: (r) => r.approvals,
      }),
      lineItems: t.field({ description: 'Its lines.', type: [parts.LineItem], resolve: (r) => r.lineItems }),
      lineBudgets: t.field({
        type: [LineBudgetRef],
        description:
          'Budget consumption of the lines whose deliverable has a budget (T-043, T-045); the week screen asks for it only when configuration show-budget-used-on-ts is on.',
        resolve: (r, _args, context) => lineBudgets(context.deps.db, r),
      }),
      week: t.field({
        type: [WeekDay],
        description: 'The 7 days with their tasks and daily totals.',
        resolve: weekDays,
      }),
      canEdit: t.boolean({
        description: 'Lines, hours and comments may change (false: show the sheet read-only).',
        resolve: async (r, _args, context) =>
          canEditTimesheet(requireViewer(context), r, await requestSettings(context)),
      }),
      canSubmit: t.field({
        type: parts.PermissionRef,
        description: 'Status rule and every submit rule (thresholds, 2 weeks ahead, cut-off, time off).',
        resolve: async (r, _args, context) =>
          submitPermission(context.deps, requireViewer(context), r, await requestSettings(context)),
      }),
      canRecall: t.field({
        description: 'Whether the viewer may recall it now, and why not.',
        type: parts.PermissionRef,
        resolve: (r, _args, c) => recallPermission(requireViewer(c), r),
      }),
      canCancel: t.field({
        description: 'Whether the viewer may cancel it now, and why not.',
        type: parts.PermissionRef,
        resolve: (r, _args, c) => cancelPermission(requireViewer(c), r),
      }),
      canDelete: t.field({
        description: 'Whether the viewer may delete it now, and why not.',
        type: parts.PermissionRef,
        resolve: (r, _args, c) => deletePermission(requireViewer(c), r),
      }),
      timeOffBalances: t.field({
        type: [parts.TimeOffBalanceRef],
        description:
          "The owner's balances from year start to the day before the week (empty if not allowed).",
        resolve: (r, _args, context) => sheetTimeOffBalances(context.deps, requireViewer(context), r),
      }),
    }),
  });

  return { ...parts, WeekDay, Timesheet };
}

export type TimesheetTypes = ReturnType<typeof implementTimesheetTypes>;
