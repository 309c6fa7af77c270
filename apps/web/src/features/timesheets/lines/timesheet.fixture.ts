/** Test data: a week Sun 09/15/2024 … Sat 09/21/2024 with three lines, and server-shaped answers. */
import type { Timesheet, TimesheetLineItem, TimesheetTask } from '../shared/view-props.ts';

export const WEEK_DATES = [
  '20240915',
  '20240916',
  '20240917',
  '20240918',
  '20240919',
  '20240920',
  '20240921',
];
const KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const permission = { allowed: true, reason: null, warnings: [] };

interface LineSpec {
  index: number;
  project: string;
  projectCode?: string | null;
  deliverable: string;
  milestone?: string;
  ignoreHoursInTotal?: boolean;
  locked?: boolean;
  /** Hours by YYYYMMDD. */
  hours: Record<string, number>;
  comments?: Record<string, string>;
}

export function makeLine(spec: LineSpec): TimesheetLineItem {
  const projectId = `p-${spec.index}`;
  const deliverableId = `d-${spec.index}`;
  const line: TimesheetLineItem = {
    _id: `line-${spec.index}`,
    lineItemIndex: spec.index,
    projectId,
    deliverableId,
    comment: null,
    status: spec.locked ? 'Approved' : null,
    isLocked: spec.locked ?? false,
    totalHours: Object.values(spec.hours).reduce((a, b) => a + b, 0),
    project: {
      _id: projectId,
      name: spec.project,
      projectCode: spec.projectCode ?? null,
      accountingCode: null,
      accountingCodeSuffix: null,
      client: null,
    },
    deliverable: {
      _id: deliverableId,
      projectId,
      deliverableName: spec.deliverable,
      milestoneName: spec.milestone ?? null,
      accountingCode: null,
      accountingCodeSuffix: null,
      ignoreHoursInTotal: spec.ignoreHoursInTotal ?? false,
      trackAgainstTimeOff: false,
      includeInAllProjects: false,
      disabled: false,
      status: 'In Progress',
    },
    monTask: null,
    tueTask: null,
    wedTask: null,
    thuTask: null,
    friTask: null,
    satTask: null,
    sunTask: null,
  };
  WEEK_DATES.forEach((date, day) => {
    const hours = spec.hours[date];
    if (hours === undefined) return;
    const task: TimesheetTask = {
      _id: `task-${spec.index}-${date}`,
      date,
      hours,
      comment: spec.comments?.[date] ?? null,
      startTime: null,
      lineItemId: line._id,
      projectId,
      deliverableId,
      version: `v-${spec.index}-${date}`,
    };
    line[`${KEYS[day]!}Task`] = task;
  });
  return line;
}

export const standardLines = (): TimesheetLineItem[] => [
  makeLine({
    index: 0,
    project: 'Website Redesign',
    projectCode: 'WEB-1',
    deliverable: 'Design',
    milestone: 'Phase 1',
    hours: { '20240916': 8, '20240917': 4 },
    comments: { '20240916': 'Kickoff workshop' },
  }),
  makeLine({
    index: 1,
    project: 'Internal',
    deliverable: 'Training',
    ignoreHoursInTotal: true,
    hours: { '20240916': 2 },
  }),
  makeLine({ index: 2, project: 'Support', deliverable: 'Tickets', locked: true, hours: { '20240918': 3 } }),
];

export function makeTimesheet(lineItems: TimesheetLineItem[] = standardLines()): Timesheet {
  return {
    _id: 'ts-1',
    userId: 'u-employee',
    user: { _id: 'u-employee', firstName: 'Erin', lastName: 'Employee', imageUrl: null },
    status: 'Not Submitted',
    totalHours: 0,
    billableHours: 0,
    startDate: WEEK_DATES[0]!,
    endDate: WEEK_DATES[6]!,
    isLocked: false,
    documentUrl: null,
    submittedDate: null,
    approvedDate: null,
    canEdit: true,
    canSubmit: permission,
    canRecall: permission,
    canCancel: permission,
    canDelete: permission,
    lineItems,
    week: [],
    approvalsRequired: [],
    timeline: [],
    timesheetAttachments: [],
    timesheetExpense: [],
    timeOffBalances: [],
  };
}

const TYPENAMES: Record<string, string> = {
  user: 'TimesheetUser',
  canSubmit: 'TimesheetPermission',
  canRecall: 'TimesheetPermission',
  canCancel: 'TimesheetPermission',
  canDelete: 'TimesheetPermission',
  lineItems: 'TimesheetLineItem',
  project: 'TimesheetProject',
  deliverable: 'TimesheetDeliverable',
  client: 'TimesheetClient',
  ...Object.fromEntries(KEYS.map((key) => [`${key}Task`, 'TimesheetTask'])),
};

function typed(value: unknown, typename: string): unknown {
  if (Array.isArray(value)) return value.map((item) => typed(item, typename));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => [
    key,
    TYPENAMES[key] ? typed(child, TYPENAMES[key]) : child,
  ]);
  return { __typename: typename, ...Object.fromEntries(entries) };
}

/** A timesheet as the server sends it (with __typename, which Apollo needs to match fragments). */
export function serverTimesheet(timesheet: Timesheet): unknown {
  return typed(timesheet, 'Timesheet');
}

/** The sheet with one day's hours changed (null removes the entry), as a mutation would answer. */
export function withHours(
  timesheet: Timesheet,
  lineIndex: number,
  date: string,
  hours: number | null,
): Timesheet {
  const key = `${KEYS[WEEK_DATES.indexOf(date)]!}Task` as const;
  const lineItems = timesheet.lineItems.map((line) => {
    if (line.lineItemIndex !== lineIndex) return line;
    const task = line[key];
    const next: TimesheetTask | null =
      hours === null
        ? null
        : {
            _id: task?._id ?? `task-${lineIndex}-${date}`,
            date,
            hours,
            comment: task?.comment ?? null,
            startTime: null,
            lineItemId: line._id,
            projectId: line.projectId,
            deliverableId: line.deliverableId,
            version: `v-${lineIndex}-${date}-${hours}`,
          };
    return { ...line, [key]: next };
  });
  return { ...timesheet, lineItems };
}
