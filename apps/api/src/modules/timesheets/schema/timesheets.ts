import { z } from 'zod';
import { compactDate, id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import type { AvailableProject, RecentTask } from '../records.ts';
import { getMyDeliverableAssignment } from '../use-cases/get-my-deliverable-assignment.ts';
import { getTimeOffBalance } from '../use-cases/get-time-off-balance.ts';
import { getTimesheet } from '../use-cases/get-timesheet.ts';
import { listAvailableProjects } from '../use-cases/list-available-projects.ts';
import { listMyTimesheets } from '../use-cases/list-my-timesheets.ts';
import { listRecentProjects } from '../use-cases/list-recent-projects.ts';
import { listRecentTasks } from '../use-cases/list-recent-tasks.ts';
import { listTimeOffBalances } from '../use-cases/list-time-off-balances.ts';
import { registerAttachmentMutations, registerUploadUrlMutation } from './attachments.ts';
import { registerTimesheetMutations } from './mutations.ts';
import { requestSettings } from './request-settings.ts';
import { implementTimesheetTypes } from './types.ts';

// The week page's argument schema, built once (not per request).
const timesheetArgs = z.object({ endDate: compactDate.nullish(), user: id.nullish() });

/** Queries of the weekly timesheet (spec part 1 §7.1); the mutations are in timesheets.mutations.ts. */
export function registerTimesheets(builder: Builder, refs: SchemaRefs) {
  const types = implementTimesheetTypes(builder, refs);

  const Category = builder
    .objectRef<{ name: string; deliverables: AvailableProject['deliverables'] }>('AvailableProjectCategory')
    .implement({
      description: 'A category (milestone) of a project in the task picker, with its bookable deliverables.',
      fields: (t) => ({
        name: t.exposeString('name', { description: "The milestone name (the picker's Category column)." }),
        deliverables: t.field({
          description: 'Its bookable deliverables.',
          type: [types.Deliverable],
          resolve: (category) => category.deliverables,
        }),
      }),
    });

  const AvailableProjectRef = builder.objectRef<AvailableProject>('AvailableProject').implement({
    description: 'A project the user may book this week, for the task picker (Project, Category, Task).',
    fields: (t) => ({
      _id: t.id({ description: "The project's id.", resolve: (entry) => entry.project.id }),
      name: t.string({ description: 'Its name.', resolve: (entry) => entry.project.name }),
      projectCode: t.string({
        description: 'Its code, if any.',
        nullable: true,
        resolve: (entry) => entry.project.projectCode,
      }),
      recent: t.boolean({
        description: "Booked on one of the user's latest sheets; recent projects are listed first.",
        resolve: (entry) => entry.recent,
      }),
      client: t.field({
        description: 'Its client, if any.',
        type: types.Client,
        nullable: true,
        resolve: (entry) => entry.project.client,
      }),
      deliverables: t.field({
        description: 'Its deliverables the user may book.',
        type: [types.Deliverable],
        resolve: (entry) => entry.deliverables,
      }),
      categories: t.field({
        description: 'The same deliverables grouped by category (milestone).',
        type: [Category],
        resolve: (entry) => {
          const byName = new Map<string, AvailableProject['deliverables']>();
          for (const deliverable of entry.deliverables) {
            const name = deliverable.milestoneName ?? '';
            byName.set(name, [...(byName.get(name) ?? []), deliverable]);
          }
          return [...byName].map(([name, deliverables]) => ({ name, deliverables }));
        },
      }),
    }),
  });

  const Assignment = builder
    .objectRef<{ budgetedHours: number; remainingHours: number }>('MyDeliverableAssignment')
    .implement({
      description: "The viewer's budgeted hours on a deliverable and what remains.",
      fields: (t) => ({
        budgetedHours: t.exposeFloat('budgetedHours', {
          description: 'Hours budgeted for the viewer on the deliverable.',
        }),
        remainingHours: t.exposeFloat('remainingHours', {
          description: 'Budgeted hours not yet used by approved time.',
        }),
      }),
    });

  builder.queryField('timesheet', (t) =>
    t.field({
      ...signedInRule,
      type: types.Timesheet,
      nullable: true,
      description:
        "The week's sheet (endDate YYYYMMDD, moved forward to the week-end day; default this week) of the viewer, " +
        "or of `user` read-only for the owner's approvers, supervisor, finance and admin. Null when none exists.",
      args: {
        endDate: t.arg.string({ description: 'Any day of the week (YYYYMMDD); omitted: this week.' }),
        user: t.arg.id({ description: "Whose sheet (finance, admins, approvers); omitted: the viewer's." }),
      },
      resolve: async (_root, args, context) => {
        const input = parseInput(timesheetArgs, args);
        return getTimesheet(context.deps, requireViewer(context), input, await requestSettings(context));
      },
    }),
  );

  builder.queryField('projects', (t) =>
    t.field({
      ...signedInRule,
      type: [AvailableProjectRef],
      description: 'Available projects for the task picker (self, or any user for finance/admin).',
      args: {
        user: t.arg.id({ description: "Whose picker (finance and admins); omitted: the viewer's." }),
        endDate: t.arg.string({ description: 'The week (its end, YYYYMMDD) to book.', required: true }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ user: id.nullish(), endDate: compactDate }), args);
        return listAvailableProjects(context.deps, requireViewer(context), input);
      },
    }),
  );

  const balanceArgs = z.object({ userId: id, startDate: compactDate, endDate: compactDate });

  builder.queryField('timeOffBalance', (t) =>
    t.field({
      ...signedInRule,
      type: types.TimeOffBalanceRef,
      description:
        'One type over [startDate, endDate] (year start to the day before the week). Self, finance, admin, HR.',
      args: {
        userId: t.arg.id({ description: 'The user.', required: true }),
        timeOffType: t.arg.string({
          description: 'The time-off type (a term of the Time Off taxonomy).',
          required: true,
        }),
        startDate: t.arg.string({ description: 'First day (YYYYMMDD).', required: true }),
        endDate: t.arg.string({ description: 'Last day (YYYYMMDD), inclusive.', required: true }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(
          balanceArgs.extend({ timeOffType: z.string().trim().min(1, 'Required') }),
          args,
        );
        return getTimeOffBalance(context.deps, requireViewer(context), input);
      },
    }),
  );

  builder.queryField('timeOffBalances', (t) =>
    t.field({
      ...signedInRule,
      type: [types.TimeOffBalanceRef],
      description: 'Every time-off type of the user over [startDate, endDate].',
      args: {
        userId: t.arg.id({ description: 'The user.', required: true }),
        startDate: t.arg.string({ description: 'First day (YYYYMMDD).', required: true }),
        endDate: t.arg.string({ description: 'Last day (YYYYMMDD), inclusive.', required: true }),
      },
      resolve: (_root, args, context) =>
        listTimeOffBalances(context.deps, requireViewer(context), parseInput(balanceArgs, args)),
    }),
  );

  const { Me } = refs;
  const RecentProject = builder.objectRef<{ id: string; name: string }>('RecentProject').implement({
    description: 'A project the viewer booked lately.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The project's id." }),
      name: t.exposeString('name', { description: 'Its name.' }),
    }),
  });

  const RecentTaskRef = builder.objectRef<RecentTask>('RecentTask').implement({
    description: 'A task (project and deliverable) the viewer logged lately and may book this week.',
    fields: (t) => ({
      projectId: t.id({ description: 'The project.', resolve: (task) => task.project.id }),
      deliverableId: t.id({ description: 'The deliverable.', resolve: (task) => task.deliverable.id }),
      project: t.field({ description: 'The project.', type: types.Project, resolve: (task) => task.project }),
      deliverable: t.field({
        description: 'The deliverable.',
        type: types.Deliverable,
        resolve: (task) => task.deliverable,
      }),
    }),
  });

  builder.objectFields(Me, (t) => ({
    recentTasks: t.field({
      type: [RecentTaskRef],
      description:
        "The tasks the viewer logged hours on in the four weeks before the week ending endDate (YYYYMMDD) and in that week, latest first, that they may still book that week: the week screen's one-step recent tasks.",
      args: {
        endDate: t.arg.string({
          description: 'The week (its end, YYYYMMDD) whose task picker asks.',
          required: true,
        }),
      },
      resolve: (_me, args, context) => {
        const input = parseInput(z.object({ endDate: compactDate }), args);
        return listRecentTasks(context.deps, requireViewer(context), input);
      },
    }),
    recentProjects: t.field({
      type: [RecentProject],
      description: 'The projects the viewer booked most recently (on their last sheets), newest first.',
      resolve: (_me, _args, context) => listRecentProjects(context.deps, requireViewer(context)),
    }),
    timesheets: t.field({
      type: [types.Timesheet],
      description: "The viewer's sheets whose week ends in [startDate, endDate] (YYYYMMDD), oldest first.",
      args: {
        startDate: t.arg.string({ description: 'First week end (YYYYMMDD).', required: true }),
        endDate: t.arg.string({ description: 'Last week end (YYYYMMDD), inclusive.', required: true }),
      },
      resolve: (_me, args, context) => {
        const input = parseInput(z.object({ startDate: compactDate, endDate: compactDate }), args);
        return listMyTimesheets(context.deps, requireViewer(context), input);
      },
    }),
    myDeliverableAssignment: t.field({
      type: Assignment,
      nullable: true,
      description: "The viewer's budgeted hours on the deliverable and what remains; null when not assigned.",
      args: { deliverableId: t.arg.id({ description: 'The deliverable.', required: true }) },
      resolve: (_me, args, context) => {
        const input = parseInput(z.object({ deliverableId: id }), args);
        return getMyDeliverableAssignment(context.deps, requireViewer(context), input.deliverableId);
      },
    }),
  }));

  registerTimesheetMutations(builder, types);
  registerAttachmentMutations(builder, types);
  registerUploadUrlMutation(builder, refs);
}
