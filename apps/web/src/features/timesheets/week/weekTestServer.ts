import type { GraphQLHandler } from '../../../test/fakeServer.ts';
import { appServer, publicConfiguration } from '../../../test/fixtures.ts';
import type { Timesheet } from '../shared/view-props.ts';

export interface WeekServerOptions {
  /** Sheets by week end (YYYYMMDD). */
  sheets?: Record<string, Timesheet>;
  configuration?: Record<string, string>;
  graphql?: Record<string, GraphQLHandler>;
}

/** A fake server answering WeekTimesheet from `sheets`, recording every operation's variables. */
export function weekServer(options: WeekServerOptions = {}) {
  const sheets = { ...options.sheets };
  const server = appServer({
    configuration: { ...publicConfiguration, ...options.configuration },
    graphql: {
      WeekTimesheet: ({ endDate }) => ({ body: { data: { timesheet: sheets[String(endDate)] ?? null } } }),
      ...options.graphql,
    },
  });
  const variablesOf = (operation: string) =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: unknown } | undefined)
      .filter((body) => body?.operationName === operation)
      .map((body) => body?.variables);
  return { server, sheets, variablesOf };
}
