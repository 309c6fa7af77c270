import { isoToCompact } from '@tally/domain/shared/dates';
import { fullName } from '@tally/domain/shared/people';
import { approverBadgeColor } from '@tally/domain/timesheets/status';
import { lineTotal } from '@tally/domain/timesheets/totals';
import { WEEKDAY_LABELS, type WeekdayKey, weekdayKeyOf } from '@tally/domain/timesheets/week';
import type { Builder } from '../../../graphql/builder.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import type {
  ApprovalRecord,
  AttachmentRecord,
  ClientRecord,
  DeliverableRecord,
  EntryRecord,
  ExpenseRecord,
  LineItemRecord,
  PersonRecord,
  TimelineRecord,
} from '../records.ts';
import { signFileUrl } from '../use-cases/sign-file-url.ts';

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

/**
 * The object types inside a Timesheet (all prefixed Timesheet). Those other areas use are declared in refs and
 * implemented here; the rest are made here.
 */
export function createTimesheetParts(builder: Builder, refs: SchemaRefs) {
  const User = builder.objectRef<PersonRecord>('TimesheetUser').implement({
    description: 'The person a timesheet (or an approval, or an event) belongs to.',
    fields: (t) => ({
      _id: t.id({ description: "The user's id.", resolve: (user) => user.id }),
      firstName: t.exposeString('firstName', { description: 'First name.' }),
      lastName: t.exposeString('lastName', { description: 'Last name.' }),
      imageUrl: t.exposeString('imageUrl', { description: 'Profile picture URL, if any.', nullable: true }),
    }),
  });

  const Client = builder.objectRef<ClientRecord>('TimesheetClient').implement({
    description: 'The client of a project, as a timesheet shows it.',
    fields: (t) => ({
      _id: t.id({ description: "The client's id.", resolve: (client) => client.id }),
      name: t.exposeString('name', { description: 'Full name.' }),
      shortName: t.exposeString('shortName', { description: 'Short name shown in lists.' }),
    }),
  });

  const Project = refs.TimesheetProject.implement({
    description: 'A project as a timesheet line shows it.',
    fields: (t) => ({
      _id: t.id({ description: "The project's id.", resolve: (project) => project.id }),
      name: t.exposeString('name', { description: "The project's name." }),
      projectCode: t.exposeString('projectCode', { description: 'Its code, if any.', nullable: true }),
      accountingCode: t.exposeString('accountingCode', {
        description: 'Its code in the accounting system, if any.',
        nullable: true,
      }),
      accountingCodeSuffix: t.exposeString('accountingCodeSuffix', {
        description: 'Suffix appended to the accounting code.',
        nullable: true,
      }),
      client: t.field({
        description: 'Its client, if any.',
        type: Client,
        nullable: true,
        resolve: (project) => project.client,
      }),
    }),
  });

  const Deliverable = builder.objectRef<DeliverableRecord>('TimesheetDeliverable').implement({
    description: 'A deliverable as a timesheet line or the task picker shows it.',
    fields: (t) => ({
      _id: t.id({ description: "The deliverable's id.", resolve: (deliverable) => deliverable.id }),
      projectId: t.id({
        description: 'The project it belongs to.',
        resolve: (deliverable) => deliverable.projectId,
      }),
      milestoneName: t.exposeString('milestoneName', {
        description: 'Its category (milestone), if any.',
        nullable: true,
      }),
      deliverableName: t.exposeString('deliverableName', { description: 'Its name.' }),
      accountingCode: t.exposeString('accountingCode', {
        description: 'Its code in the accounting system, if any.',
        nullable: true,
      }),
      accountingCodeSuffix: t.exposeString('accountingCodeSuffix', {
        description: 'Suffix appended to the accounting code.',
        nullable: true,
      }),
      trackAgainstTimeOff: t.exposeBoolean('trackAgainstTimeOff', {
        description: 'Hours booked on it count as time off taken.',
      }),
      ignoreHoursInTotal: t.exposeBoolean('ignoreHoursInTotal', {
        description: "Hours booked on it are left out of the sheet's total.",
      }),
      includeInAllProjects: t.exposeBoolean('includeInAllProjects', {
        description: 'Bookable by everyone (shared work such as time off).',
      }),
      disabled: t.exposeBoolean('disabled', { description: 'No longer bookable.' }),
      status: t.exposeString('status', { description: 'Its status term.' }),
    }),
  });

  const Task = builder.objectRef<TaskView>('TimesheetTask').implement({
    description: 'One day entry (hours of one line on one day).',
    fields: (t) => ({
      _id: t.id({
        description: "The day entry's id (the taskId of updateHours and moveTimesheetTask).",
        resolve: (task) => task.entry.id,
      }),
      date: t.string({ description: 'YYYYMMDD', resolve: (task) => isoToCompact(task.entry.date) }),
      hours: t.float({ description: 'Hours booked that day.', resolve: (task) => task.entry.hours }),
      comment: t.string({
        description: 'The note written on the day, if any.',
        nullable: true,
        resolve: (task) => task.entry.comment,
      }),
      version: t.string({
        description: 'Changes with every write of the entry: send it back as expectedVersion with an edit.',
        resolve: (task) => task.entry.version,
      }),
      startTime: t.float({
        nullable: true,
        description: 'Decimal hours after midnight (9.5 = 09:30).',
        resolve: (task) => task.entry.startTime,
      }),
      lineItemId: t.id({
        description: 'The line (TimesheetLineItem._id) it belongs to.',
        resolve: (task) => task.line.id,
      }),
      projectId: t.id({ description: "The line's project.", resolve: (task) => task.line.projectId }),
      deliverableId: t.id({
        description: "The line's deliverable.",
        nullable: true,
        resolve: (task) => task.line.deliverableId,
      }),
      project: t.field({
        description: "The line's project.",
        type: Project,
        resolve: (task) => task.line.project,
      }),
      deliverable: t.field({
        description: "The line's deliverable.",
        type: Deliverable,
        nullable: true,
        resolve: (task) => task.line.deliverable,
      }),
    }),
  });

  const LineItem = refs.TimesheetLineItem.implement({
    description:
      'A line of a timesheet: one project and deliverable with its hours for each day of the week.',
    fields: (t) => ({
      _id: t.id({ description: "The line's id.", resolve: (line) => line.id }),
      lineItemIndex: t.int({
        description: 'Argument of removeTimesheetLineItem.',
        resolve: (line) => line.index,
      }),
      projectId: t.id({ description: 'Its project.', resolve: (line) => line.projectId }),
      deliverableId: t.id({
        description: 'Its deliverable.',
        nullable: true,
        resolve: (line) => line.deliverableId,
      }),
      project: t.field({ description: 'Its project.', type: Project, resolve: (line) => line.project }),
      deliverable: t.field({
        description: 'Its deliverable.',
        type: Deliverable,
        nullable: true,
        resolve: (line) => line.deliverable,
      }),
      comment: t.exposeString('comment', {
        description: 'A note on the whole line, if any.',
        nullable: true,
      }),
      status: t.exposeString('status', { nullable: true, description: 'Approved or Declined once decided.' }),
      isLocked: t.boolean({
        description: 'An approved line is read-only.',
        resolve: (line) => line.status === 'Approved',
      }),
      totalHours: t.float({
        description: 'Hours of the line over the week.',
        resolve: (line) => lineTotal({ ignoreHoursInTotal: false, entries: line.entries }),
      }),
      ...Object.fromEntries(
        Object.entries(DAY_FIELDS).map(([key, field]) => [
          field,
          t.field({
            type: Task,
            nullable: true,
            description: `The day entry of the line on ${WEEKDAY_LABELS[key as WeekdayKey]}, if it has hours that day.`,
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
      description: 'Someone who may decide an approval step.',
      fields: (t) => ({
        name: t.exposeString('name', {
          description: 'Their name, when the address belongs to an account.',
          nullable: true,
        }),
        image: t.exposeString('image', { description: 'Their profile picture URL, if any.', nullable: true }),
        email: t.exposeString('email', { description: 'Their e-mail address.' }),
      }),
    });

  const Approval = builder.objectRef<ApprovalRecord>('TimesheetApproval').implement({
    description: 'An approval step (one per project on the sheet).',
    fields: (t) => ({
      _id: t.id({ description: "The step's id.", resolve: (step) => step.id }),
      projectId: t.id({
        description: 'The project the step approves; null for a sheet-wide step.',
        nullable: true,
        resolve: (step) => step.projectId,
      }),
      status: t.exposeString('status', { description: "Approved, Declined or 'Approval Pending'." }),
      badgeColor: t.string({
        description: 'Colour of the status badge as the screens show it.',
        resolve: (step) => approverBadgeColor(step.status),
      }),
      approvers: t.field({
        description: 'Who may decide the step.',
        type: [Approver],
        resolve: (step) => step.approvers,
      }),
      canApprove: t.stringList({
        description: 'Approver e-mails; the first is the main approver, the others backups.',
        resolve: (step) => step.approvers.map((approver) => approver.email),
      }),
      approvedOn: t.string({
        description: 'When the step was decided (ISO 8601), if it was.',
        nullable: true,
        resolve: (step) => step.approvedOn?.toISOString() ?? null,
      }),
      approvedBy: t.string({
        description: 'Full name of who decided it, if anyone.',
        nullable: true,
        resolve: (step) => (step.approvedByUser ? fullName(step.approvedByUser) : null),
      }),
      approvedByUser: t.field({
        description: 'The account that decided it, if any.',
        type: User,
        nullable: true,
        resolve: (step) => step.approvedByUser,
      }),
    }),
  });

  const TimelineEvent = builder.objectRef<TimelineRecord>('TimesheetTimelineEvent').implement({
    description: "An event of a timesheet's timeline (submitted, approved, declined, recalled, comments...).",
    fields: (t) => ({
      date: t.string({ description: 'ISO 8601 instant.', resolve: (event) => event.date.toISOString() }),
      createdBy: t.string({
        description: 'Full name of who caused the event, if anyone.',
        nullable: true,
        resolve: (event) => (event.createdBy ? fullName(event.createdBy) : null),
      }),
      createdByUser: t.field({
        description: 'The account that caused it, if any.',
        type: User,
        nullable: true,
        resolve: (event) => event.createdBy,
      }),
      type: t.exposeString('type', {
        description: 'Created, Submitted, Recalled, Cancelled, Approved, Declined.',
      }),
      metadata: t.field({
        description: 'Facts of the event (comments, step, project), as JSON.',
        type: 'JSON',
        resolve: (event) => event.metadata,
      }),
    }),
  });

  const Attachment = builder.objectRef<AttachmentRecord>('TimesheetAttachment').implement({
    description: 'A file attached to a timesheet.',
    fields: (t) => ({
      _id: t.id({ description: "The attachment's id.", resolve: (attachment) => attachment.id }),
      url: t.string({
        description: 'Where to read the file: a short-lived signed URL for uploads, else the stored link.',
        nullable: true,
        resolve: (file, _args, context) => signFileUrl(context.deps, file.url),
      }),
      description: t.exposeString('description', { description: 'Its description, if any.', nullable: true }),
    }),
  });

  const ExpenseFile = builder
    .objectRef<ExpenseRecord['attachments'][number]>('TimesheetExpenseAttachment')
    .implement({
      description: 'A receipt of a timesheet expense.',
      fields: (t) => ({
        _id: t.id({ description: "The receipt's id.", resolve: (file) => file.id }),
        url: t.string({
          description:
            'Where to read the receipt: a short-lived signed URL for uploads, else the stored link.',
          nullable: true,
          resolve: (file, _args, context) => signFileUrl(context.deps, file.url),
        }),
      }),
    });

  const Expense = builder.objectRef<ExpenseRecord>('TimesheetExpense').implement({
    description: 'An expense claimed on a timesheet.',
    fields: (t) => ({
      _id: t.id({ description: "The expense's id.", resolve: (expense) => expense.id }),
      description: t.exposeString('description', {
        description: 'What it was for, if given.',
        nullable: true,
      }),
      amount: t.exposeFloat('amount', { description: 'Amount in dollars.' }),
      attachments: t.field({
        description: 'Its receipts.',
        type: [ExpenseFile],
        resolve: (expense) => expense.attachments,
      }),
    }),
  });

  const PermissionRef = refs.TimesheetPermission.implement({
    description: 'Whether an action on the timesheet is allowed for the viewer now, and why not.',
    fields: (t) => ({
      allowed: t.exposeBoolean('allowed', { description: 'Whether the action is allowed now.' }),
      reason: t.exposeString('reason', { nullable: true, description: 'Why not, when not allowed.' }),
      warnings: t.exposeStringList('warnings', {
        description: 'Non-blocking warnings (submit: under 35 / over 40 hours).',
      }),
    }),
  });

  const TimeOffBalanceRef = refs.TimeOffBalance.implement({
    description: 'The balance of one time-off type over a range, in hours.',
    fields: (t) => ({
      timeOffType: t.exposeString('timeOffType', {
        description: 'The time-off type (a term of the Time Off taxonomy).',
      }),
      remaining: t.exposeFloat('remaining', { description: 'Hours left: rollover plus earned minus taken.' }),
      rollover: t.exposeFloat('rollover', { description: 'Hours carried over from earlier years.' }),
      earned: t.exposeFloat('earned', { description: 'Hours earned in the range.' }),
      taken: t.exposeFloat('taken', { description: 'Hours taken in the range.' }),
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
