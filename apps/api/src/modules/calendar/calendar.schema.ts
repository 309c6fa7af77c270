import type { CalendarEvent } from '@tally/domain/calendar-events';
import { z } from 'zod';
import type { Builder } from '../../graphql/builder.ts';
import { signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { compactDate } from '../timesheets/timesheet.args.ts';
import { listCalendarEvents } from './calendar.service.ts';

/** Calendar import (spec part 1 §7.3): events of an ICS feed; Outlook events are read by the browser from Graph. */
export function registerCalendar(builder: Builder) {
  const CalendarEventType = builder.objectRef<CalendarEvent>('CalendarEvent').implement({
    description: 'A calendar event; start and end are instants in ISO 8601 (UTC).',
    fields: (t) => ({
      id: t.exposeID('id'),
      subject: t.exposeString('subject'),
      start: t.exposeString('start'),
      end: t.exposeString('end'),
      location: t.exposeString('location', { nullable: true }),
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
        icsUrl: t.arg.string({ required: true }),
        startDate: t.arg.string({ required: true }),
        endDate: t.arg.string({ required: true }),
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
