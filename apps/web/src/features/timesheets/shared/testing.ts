/** Test factories: timesheets as the server answers them (with __typename, so Apollo normalises them). */
import type { TimesheetCardFragment } from '../../../graphql/generated/graphql.ts';
import type { Timesheet } from './view-props.ts';

/** Adds the __typename a real server sends (the generated fragment types leave it out). */
export const typed = <T extends object>(typename: string, value: T): T => ({
  __typename: typename,
  ...value,
});

export const permission = (allowed: boolean, reason: string | null = null, warnings: string[] = []) => ({
  __typename: 'TimesheetPermission' as const,
  allowed,
  reason,
  warnings,
});

export function cardSheet(overrides: Partial<TimesheetCardFragment> = {}): TimesheetCardFragment {
  return typed('Timesheet', {
    _id: 'ts-1',
    endDate: '20240915',
    status: 'Not Submitted',
    totalHours: 40,
    canCancel: permission(false, 'A timesheet that was never submitted cannot be cancelled'),
    canDelete: permission(true),
    ...overrides,
  });
}

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

function compactPlus(compact: string, days: number): string {
  const date = new Date(Date.UTC(+compact.slice(0, 4), +compact.slice(4, 6) - 1, +compact.slice(6) + days));
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A whole sheet (fragment TimesheetView) of the week ending `endDate` (a Sunday by default). */
export function viewSheet(overrides: Partial<Timesheet> = {}): Timesheet {
  const endDate = overrides.endDate ?? '20240922';
  return typed('Timesheet', {
    _id: 'ts-1',
    userId: 'u-employee',
    user: {
      __typename: 'TimesheetUser',
      _id: 'u-employee',
      firstName: 'Erin',
      lastName: 'Employee',
      imageUrl: null,
    },
    status: 'Not Submitted',
    totalHours: 0,
    billableHours: 0,
    startDate: compactPlus(endDate, -6),
    endDate,
    isLocked: false,
    documentUrl: null,
    submittedDate: null,
    approvedDate: null,
    canEdit: true,
    canSubmit: permission(false, 'Add at least one line item before submitting'),
    canRecall: permission(false, 'Only Submitted-Pending timesheets can be recalled'),
    canCancel: permission(false, 'A timesheet that was never submitted cannot be cancelled'),
    canDelete: permission(true),
    lineItems: [],
    week: DAY_KEYS.map((key, index) => ({
      __typename: 'TimesheetWeekDay' as const,
      key,
      label: DAY_LABELS[index]!,
      date: compactPlus(endDate, index - 6),
      hours: 0,
      tasks: [],
    })),
    approvalsRequired: [],
    timeline: [],
    timesheetAttachments: [],
    timesheetExpense: [],
    timeOffBalances: [],
    ...overrides,
  });
}
