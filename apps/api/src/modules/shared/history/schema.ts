import type { HistorySubject } from '@tally/domain/shared/history';
import { z } from 'zod';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { historyArgs, historyFilterOf } from './inputs.ts';
import type { HistoryChange, HistoryEntry } from './records.ts';
import { getHistory, HISTORY_PAGE_MAX } from './use-cases/get-history.ts';

const pageArgs = z.object({
  limit: z.number().int().min(1).max(HISTORY_PAGE_MAX).nullish(),
  offset: z.number().int().min(0).max(1_000_000).nullish(),
});

/** History views (issue #17): the audit events of a sheet, a project, a user, or the portal (admins). */
export function registerHistory(builder: Builder) {
  const Subject = builder.enumType('HistorySubject', {
    description: 'Whose history: one timesheet, one project, one user, or the whole portal (admins).',
    values: {
      TIMESHEET: { description: 'One timesheet (id: the sheet).' },
      PROJECT: { description: 'One project (id: the project).' },
      USER: { description: 'One user: what was done to the account and by it (id: the user).' },
      PORTAL: { description: 'The whole portal (admins; no id).' },
    } satisfies Record<HistorySubject, { description: string }>,
  });

  const Change = builder.objectRef<HistoryChange>('HistoryChange').implement({
    description: 'One value an event changed (empty `from`: a fact of the event rather than a change).',
    fields: (t) => ({
      field: t.exposeString('field', { description: 'The changed field (hours, status, name...).' }),
      from: t.exposeString('from', { description: 'The value before; empty when the event states a fact.' }),
      to: t.exposeString('to', { description: 'The value after.' }),
    }),
  });

  const Entry = builder.objectRef<HistoryEntry>('HistoryEntry').implement({
    description: 'Who did what and when, from the audit events the server writes with each change.',
    fields: (t) => ({
      id: t.exposeID('id', { description: "The audit event's id." }),
      at: t.string({ description: 'ISO 8601 time.', resolve: (entry) => entry.at.toISOString() }),
      type: t.exposeString('type', { description: "The audit event type ('timesheet-hours-changed')." }),
      action: t.exposeString('action', { description: "The type in words ('Hours changed')." }),
      actorId: t.exposeID('actorId', { description: 'Who acted, if known.', nullable: true }),
      actorName: t.exposeString('actorName', { nullable: true, description: 'Who acted.' }),
      tokenName: t.exposeString('tokenName', {
        nullable: true,
        description: 'The personal access token the change came through; null for the browser.',
      }),
      subject: t.exposeString('subject', { description: 'What the event is about, in words.' }),
      changes: t.field({
        description: 'What changed, with old and new values.',
        type: [Change],
        resolve: (entry) => entry.changes,
      }),
    }),
  });

  builder.queryField('history', (t) =>
    t.field({
      ...signedInRule,
      type: [Entry],
      description:
        'The History of a timesheet (whoever may read it), a project (its readers), a user (the user, admins, ' +
        'human resources) or the portal (subject PORTAL, admins), newest first; filter by event type, time ' +
        '(from inclusive, to exclusive) and words. Pages of at most 500 (limit, offset). ' +
        'The same rows as CSV: GET /api/history.csv with the same parameters.',
      args: {
        subject: t.arg({ description: 'Whose history.', type: Subject, required: true }),
        id: t.arg.id({ description: 'The timesheet, project or user; none for PORTAL.' }),
        type: t.arg.string({ description: "Only events of this type ('timesheet-hours-changed')." }),
        from: t.arg.string({ description: 'Events at or after this instant (ISO 8601).' }),
        to: t.arg.string({ description: 'Events before this instant (ISO 8601).' }),
        search: t.arg.string({
          description: "Text found in the actor's name, the token's name or the changes.",
        }),
        limit: t.arg.int({ description: 'How many events; at most 500.' }),
        offset: t.arg.int({ description: 'How many events to skip.' }),
      },
      resolve: (_root, args, context) => {
        const filter = parseInput(historyArgs, {
          ...args,
          id: args.id === null || args.id === undefined ? args.id : String(args.id),
        });
        const page = parseInput(pageArgs, { limit: args.limit, offset: args.offset });
        return getHistory(context.deps, requireViewer(context), historyFilterOf(filter), {
          limit: page.limit ?? 100,
          offset: page.offset ?? 0,
        });
      },
    }),
  );
}
