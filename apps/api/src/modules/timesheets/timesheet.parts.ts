import { isoToCompact } from '@tally/domain/dates';
import { approverBadgeColor } from '@tally/domain/status';
import type { TimeOffBalance } from '@tally/domain/timeoff';
import { lineTotal } from '@tally/domain/totals';
import { type WeekdayKey, weekdayKeyOf } from '@tally/domain/week';
import type { Builder } from '../../graphql/builder.ts';
import { readableFileUrl } from '../uploads/files.ts';
import type { Permission } from './timesheet.permissions.ts';
import {
  type ApprovalRecord,
  type AttachmentRecord,
  type ClientRecord,
  type DeliverableRecord,
  type EntryRecord,
  type ExpenseRecord,
  fullName,
  type LineItemRecord,
  type PersonRecord,
  type ProjectRecord,
  type TimelineRecord,
} from './timesheet.records.ts';

/** A day entry with the line it belongs to. */
export interface TaskView {
  entry: EntryRecord;
  line: LineItemRecord;
}

export const DAY_FIELDS: Record<WeekdayKey, `${WeekdayKey}Task`> = {
  mon: 'monTask',
  tue: 'tueTask',
  wed: 'wedTask',
  thu: 'thuTask',
  fri: 'friTask',
  sat: 'satTask',
  sun: 'sunTask',
};

/** The object types inside a Timesheet (all prefixed Timesheet, so other areas can reuse them). */
export function createTimesheetParts(builder: Builder) {
  const User = builder.objectRef<PersonRecord>('TimesheetUser').implement({
    fields: (t) => ({
      _id: t.id({ resolve: (user) => user.id }),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      imageUrl: t.exposeString('imageUrl', { nullable: true }),
    }),
  });

  const Client = builder.objectRef<ClientRecord>('TimesheetClient').implement({
    fields: (t) => ({
      _id: t.id({ resolve: (client) => client.id }),
      name: t.exposeString('name'),
      shortName: t.exposeString('shortName'),
    }),
  });

  const Project = builder.objectRef<ProjectRecord>('TimesheetProject').implement({
    fields: (t) => ({
      _id: t.id({ resolve: (project) => project.id }),
      name: t.exposeString('name'),
      projectCode: t.exposeString('projectCode', { nullable: true }),
      accountingCode: t.exposeString('accountingCode', { nullable: true }),
      accountingCodeSuffix: t.exposeString('accountingCodeSuffix', { nullable: true }),
      client: t.field({ type: Client, nullable: true, resolve: (project) => project.client }),
    }),
  });

  const Deliverable = builder.objectRef<DeliverableRecord>('TimesheetDeliverable').implement({
    fields: (t) => ({
      _id: t.id({ resolve: (deliverable) => deliverable.id }),
      projectId: t.id({ resolve: (deliverable) => deliverable.projectId }),
      milestoneName: t.exposeString('milestoneName', { nullable: true }),
      deliverableName: t.exposeString('deliverableName'),
      accountingCode: t.exposeString('accountingCode', { nullable: true }),
      accountingCodeSuffix: t.exposeString('accountingCodeSuffix', { nullable: true }),
      trackAgainstTimeOff: t.exposeBoolean('trackAgainstTimeOff'),
      ignoreHoursInTotal: t.exposeBoolean('ignoreHoursInTotal'),
      includeInAllProjects: t.exposeBoolean('includeInAllProjects'),
      disabled: t.exposeBoolean('disabled'),
      status: t.exposeString('status'),
    }),
  });

  const Task = builder.objectRef<TaskView>('TimesheetTask').implement({
    description: 'One day entry (hours of one line on one day).',
    fields: (t) => ({
      _id: t.id({ resolve: (task) => task.entry.id }),
      date: t.string({ description: 'YYYYMMDD', resolve: (task) => isoToCompact(task.entry.date) }),
      hours: t.float({ resolve: (task) => task.entry.hours }),
      comment: t.string({ nullable: true, resolve: (task) => task.entry.comment }),
      version: t.string({
        description: 'Changes with every write of the entry: send it back as expectedVersion with an edit.',
        resolve: (task) => task.entry.version,
      }),
      startTime: t.float({
        nullable: true,
        description: 'Decimal hours after midnight (9.5 = 09:30).',
        resolve: (task) => task.entry.startTime,
      }),
      lineItemId: t.id({ resolve: (task) => task.line.id }),
      projectId: t.id({ resolve: (task) => task.line.projectId }),
      deliverableId: t.id({ nullable: true, resolve: (task) => task.line.deliverableId }),
      project: t.field({ type: Project, resolve: (task) => task.line.project }),
      deliverable: t.field({ type: Deliverable, nullable: true, resolve: (task) => task.line.deliverable }),
    }),
  });

  const LineItem = builder.objectRef<LineItemRecord>('TimesheetLineItem').implement({
    fields: (t) => ({
      _id: t.id({ resolve: (line) => line.id }),
      lineItemIndex: t.int({
        description: 'Argument of removeTimesheetLineItem.',
        resolve: (line) => line.index,
      }),
      projectId: t.id({ resolve: (line) => line.projectId }),
      deliverableId: t.id({ nullable: true, resolve: (line) => line.deliverableId }),
      project: t.field({ type: Project, resolve: (line) => line.project }),
      deliverable: t.field({ type: Deliverable, nullable: true, resolve: (line) => line.deliverable }),
      comment: t.exposeString('comment', { nullable: true }),
      status: t.exposeString('status', { nullable: true, description: 'Approved or Declined once decided.' }),
      isLocked: t.boolean({
        description: 'An approved line is read-only.',
        resolve: (line) => line.status === 'Approved',
      }),
      totalHours: t.float({
        resolve: (line) => lineTotal({ ignoreHoursInTotal: false, entries: line.entries }),
      }),
      ...Object.fromEntries(
        Object.entries(DAY_FIELDS).map(([key, field]) => [
          field,
          t.field({
            type: Task,
            nullable: true,
            resolve: (line: LineItemRecord) => {
              const entry = line.entries.find((candidate) => weekdayKeyOf(candidate.date) === key);
              return entry ? { entry, line } : null;
            },
          }),
        ]),
      ),
    }),
  });

  const Approver = builder
    .objectRef<{ email: string; name: string | null; image: string | null }>('TimesheetApprover')
    .implement({
      fields: (t) => ({
        name: t.exposeString('name', { nullable: true }),
        image: t.exposeString('image', { nullable: true }),
        email: t.exposeString('email'),
      }),
    });

  const Approval = builder.objectRef<ApprovalRecord>('TimesheetApproval').implement({
    description: 'An approval step (one per project on the sheet).',
    fields: (t) => ({
      _id: t.id({ resolve: (step) => step.id }),
      projectId: t.id({ nullable: true, resolve: (step) => step.projectId }),
      status: t.exposeString('status', { description: "Approved, Declined or 'Approval Pending'." }),
      badgeColor: t.string({ resolve: (step) => approverBadgeColor(step.status) }),
      approvers: t.field({ type: [Approver], resolve: (step) => step.approvers }),
      canApprove: t.stringList({
        description: 'Approver e-mails; the first is the main approver, the others backups.',
        resolve: (step) => step.approvers.map((approver) => approver.email),
      }),
      approvedOn: t.string({ nullable: true, resolve: (step) => step.approvedOn?.toISOString() ?? null }),
      approvedBy: t.string({
        nullable: true,
        resolve: (step) => (step.approvedByUser ? fullName(step.approvedByUser) : null),
      }),
      approvedByUser: t.field({ type: User, nullable: true, resolve: (step) => step.approvedByUser }),
    }),
  });

  const TimelineEvent = builder.objectRef<TimelineRecord>('TimesheetTimelineEvent').implement({
    fields: (t) => ({
      date: t.string({ description: 'ISO 8601 instant.', resolve: (event) => event.date.toISOString() }),
      createdBy: t.string({
        nullable: true,
        resolve: (event) => (event.createdBy ? fullName(event.createdBy) : null),
      }),
      createdByUser: t.field({ type: User, nullable: true, resolve: (event) => event.createdBy }),
      type: t.exposeString('type', {
        description: 'Created, Submitted, Recalled, Cancelled, Approved, Declined.',
      }),
      metadata: t.field({ type: 'JSON', resolve: (event) => event.metadata }),
    }),
  });

  const Attachment = builder.objectRef<AttachmentRecord>('TimesheetAttachment').implement({
    fields: (t) => ({
      _id: t.id({ resolve: (attachment) => attachment.id }),
      url: t.string({
        nullable: true,
        resolve: (file, _args, context) => readableFileUrl(context.deps, file.url),
      }),
      description: t.exposeString('description', { nullable: true }),
    }),
  });

  const ExpenseFile = builder
    .objectRef<ExpenseRecord['attachments'][number]>('TimesheetExpenseAttachment')
    .implement({
      fields: (t) => ({
        _id: t.id({ resolve: (file) => file.id }),
        url: t.string({
          nullable: true,
          resolve: (file, _args, context) => readableFileUrl(context.deps, file.url),
        }),
      }),
    });

  const Expense = builder.objectRef<ExpenseRecord>('TimesheetExpense').implement({
    fields: (t) => ({
      _id: t.id({ resolve: (expense) => expense.id }),
      description: t.exposeString('description', { nullable: true }),
      amount: t.exposeFloat('amount'),
      attachments: t.field({ type: [ExpenseFile], resolve: (expense) => expense.attachments }),
    }),
  });

  const PermissionRef = builder.objectRef<Permission>('TimesheetPermission').implement({
    fields: (t) => ({
      allowed: t.exposeBoolean('allowed'),
      reason: t.exposeString('reason', { nullable: true, description: 'Why not, when not allowed.' }),
      warnings: t.exposeStringList('warnings', {
        description: 'Non-blocking warnings (submit: under 35 / over 40 hours).',
      }),
    }),
  });

  const TimeOffBalanceRef = builder.objectRef<TimeOffBalance>('TimeOffBalance').implement({
    fields: (t) => ({
      timeOffType: t.exposeString('timeOffType'),
      remaining: t.exposeFloat('remaining'),
      rollover: t.exposeFloat('rollover'),
      earned: t.exposeFloat('earned'),
      taken: t.exposeFloat('taken'),
    }),
  });

  return {
    User,
    Client,
    Project,
    Deliverable,
    Task,
    LineItem,
    Approval,
    TimelineEvent,
    Attachment,
    Expense,
    PermissionRef,
    TimeOffBalanceRef,
  };
}
