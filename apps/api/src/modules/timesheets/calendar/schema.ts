import type { CalendarEvent } from '@tally/domain/timesheets/calendar-events';
import { z } from 'zod';
import { compactDate } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { listCalendarEvents } from './use-cases/list-calendar-events.ts';

/** Calendar import (spec part 1 §7.3): events of an ICS feed; Outlook events are read by the browser from Graph. */
export function registerCalendar(builder: Builder) {
  const CalendarEventType = builder.objectRef<CalendarEvent>('CalendarEvent').implement({
    description: 'A calendar event; start and end are instants in ISO 8601 (UTC).',
    fields: (t) => ({
      id: t.exposeID('id', { description: "The event's id (its UID)." }),
      subject: t.exposeString('subject', { description: 'Its title.' }),
      start: t.exposeString('start', { description: 'When it starts.' }),
      end: t.exposeString('end', { description: 'When it ends.' }),
      location: t.exposeString('location', { description: 'Where, if given.', nullable: true }),
    }),
  });

  builder.queryField('calendarEvents', (t) =>
    t.field({
      ...signedInRule,
      type: [CalendarEventType],
      description:
        'Events of the ICS feed at icsUrl from startDate to endDate (YYYYMMDD, inclusive, configured time zone). ' +
        'Needs calendar-outlook-import; http(s) only, no private addresses.',
      args: {
        icsUrl: t.arg.string({ description: 'The https address of the ICS feed.', required: true }),
        startDate: t.arg.string({ description: 'First day (YYYYMMDD).', required: true }),
        endDate: t.arg.string({ description: 'Last day (YYYYMMDD), at most 31 days later.', required: true }),
      },
      resolve: (_root, args, context) => {
        const schema = z.object({
          icsUrl: z.string().trim().min(1).max(2000),
          startDate: compactDate,
          endDate: compactDate,
        });
        return listCalendarEvents(context.deps, parseInput(schema, args));
      },
    }),
  );
}
