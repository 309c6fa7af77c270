import { mayUseIntegrationTools } from '@tally/domain/policies/integrations';
import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { policyRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { projectAfterSync } from '../../projects/index.ts';
import { listPushEntries } from './queries.ts';
import type { PushEntry, PushResult } from './records.ts';
import { getNetsuiteConnection } from './use-cases/get-netsuite-connection.ts';
import { pushTimesheet } from './use-cases/push-timesheet.ts';
import { runSuiteql } from './use-cases/run-suiteql.ts';
import { syncProject } from './use-cases/sync-project.ts';

const queryArgs = z.object({
  query: z
    .string({ error: 'Query is required' })
    .trim()
    .min(1, 'Query is required')
    .max(100_000, 'Query is too long'),
});

/**
 * The accounting-system (NetSuite) tools of /super-admin/integrations (S-015..S-031): the connection state,
 * the query console, the per-task sync state of a sheet, the push of a sheet and the project syncs.
 * Super-admins only; manualProjectSync lives with the project editing fields (it serves M-041 too).
 */
export function registerIntegrations(builder: Builder, refs: SchemaRefs): void {
  const { Project } = refs;

  const Connection = builder
    .objectRef<ReturnType<typeof getNetsuiteConnection>>('NetsuiteConnection')
    .implement({
      description: 'Whether this server is connected to the accounting system (NetSuite).',
      fields: (t) => ({
        connected: t.exposeBoolean('connected', { description: 'True when the NetSuite variables are set.' }),
        accountId: t.exposeString('accountId', {
          nullable: true,
          description: 'The NetSuite account id (links into NetSuite are built from it, S-016).',
        }),
        message: t.exposeString('message', { nullable: true, description: 'Why it is not connected.' }),
      }),
    });
  builder.queryField('netsuiteConnection', (t) =>
    t.field({
      ...policyRule(mayUseIntegrationTools),
      type: Connection,
      description: 'The accounting-system connection of this server. Super-admins only.',
      resolve: (_root, _args, context) => getNetsuiteConnection(context.deps),
    }),
  );

  const Integration = builder.objectRef<PushEntry>('TaskIntegration').implement({
    description: "A task's state in the accounting system (S-019).",
    fields: (t) => ({
      sourceId: t.exposeString('sourceId', { nullable: true, description: 'The NetSuite time bill id.' }),
      syncStatus: t.exposeString('syncStatus', {
        nullable: true,
        description: 'SYNCED, PENDING_SYNC, PENDING_CHANGES or ERROR; null before any push.',
      }),
      error: t.exposeString('syncError', {
        description: 'Why the last push failed, if it did.',
        nullable: true,
      }),
    }),
  });
  const Task = builder.objectRef<PushEntry>('IntegrationTask').implement({
    description: 'One day entry of a timesheet with its accounting-system state.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The day entry's id." }),
      date: t.string({ description: 'YYYYMMDD', resolve: (task) => task.date.replaceAll('-', '') }),
      hours: t.exposeFloat('hours', { description: 'Hours of the day.' }),
      project: t.exposeString('projectName', { description: "The project's name." }),
      deliverable: t.exposeString('deliverableName', { description: "The deliverable's name." }),
      integration: t.field({
        description: 'Its state in the accounting system.',
        type: Integration,
        resolve: (task) => task,
      }),
    }),
  });
  builder.objectFields(refs.AdminQueries, (t) => ({
    suiteql: t.field({
      ...policyRule(mayUseIntegrationTools),
      type: ['JSON'],
      description:
        'Runs a SuiteQL query in NetSuite and answers its rows (at most 1000), each an object keyed by column ' +
        '(S-021..S-023). NetSuite’s error detail comes back as the error message. Super-admins only.',
      args: { query: t.arg.string({ description: 'The SuiteQL statement.', required: true }) },
      resolve: (_marker, args, context) => {
        requireViewer(context);
        return runSuiteql(context.deps, parseInput(queryArgs, args).query);
      },
    }),
    timesheetTasks: t.field({
      ...policyRule(mayUseIntegrationTools),
      type: [Task],
      description:
        'The day entries of a timesheet with their sync state, by date (S-019). Super-admins only.',
      args: { timesheetId: t.arg.id({ description: 'The timesheet.', required: true }) },
      resolve: (_marker, args, context) => {
        requireViewer(context);
        const input = parseInput(z.object({ timesheetId: id }), args);
        return listPushEntries(context.deps.db, input.timesheetId);
      },
    }),
  }));

  const Push = builder.objectRef<PushResult>('TimesheetPushResult').implement({
    description: 'What a push did: entries pushed, entries that failed and why (S-020).',
    fields: (t) => ({
      timesheetId: t.exposeID('timesheetId', { description: 'The timesheet.' }),
      pushed: t.exposeInt('pushed', { description: 'Entries created or updated in NetSuite.' }),
      failed: t.exposeInt('failed', { description: 'Entries that failed.' }),
      errors: t.exposeStringList('errors', { description: 'Why each failed entry failed.' }),
    }),
  });
  builder.mutationField('pushTimesheetToNetsuite', (t) =>
    t.field({
      ...policyRule(mayUseIntegrationTools),
      type: Push,
      description:
        'Pushes every day entry of an Approved timesheet to NetSuite as a time bill (created, or updated when ' +
        'pushed before); each entry keeps SYNCED or ERROR with the error, and the sync log records it. Other ' +
        'statuses are refused (S-018). Super-admins only.',
      args: { timesheetId: t.arg.id({ description: 'The Approved timesheet.', required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ timesheetId: id }), args);
        return pushTimesheet(context.deps, requireViewer(context), input.timesheetId);
      },
    }),
  );

  const syncs = [
    ['syncProjectOnly', 'the project itself (NetSuite job: name, code, start date)'],
    ['syncProjectDeliverables', 'its deliverables (NetSuite project tasks, matched by id)'],
    ['syncProjectResources', 'its team (NetSuite project resources, matched by e-mail)'],
  ] as const;
  for (const [operation, what] of syncs) {
    builder.mutationField(operation, (t) =>
      t.field({
        ...policyRule(mayUseIntegrationTools),
        type: Project,
        description: `Pulls ${what} from NetSuite (S-025). The project needs a NetSuite id. Super-admins only.`,
        args: {
          projectId: t.arg.id({ description: 'The project (it must have a NetSuite id).', required: true }),
        },
        resolve: async (_root, args, context) => {
          const viewer = requireViewer(context);
          const input = parseInput(z.object({ projectId: id }), args);
          await syncProject(context.deps, viewer, input.projectId, operation);
          return projectAfterSync(context.deps, viewer, input.projectId);
        },
      }),
    );
  }
}
