import { appServer, employee, publicConfiguration } from '../../test/fixtures.ts';

/** The super-admin's app on a fake server with the accounting system connected or not (integrations tests). */

const superAdmin = { ...employee, _id: 'u-root', groups: ['super-admin'] };
export const NOT_CONNECTED = 'The accounting system is not connected: set NETSUITE_ACCOUNT_ID on the server.';

const connection = (connected: boolean) => () => ({
  body: {
    data: {
      netsuiteConnection: {
        __typename: 'NetsuiteConnection',
        connected,
        accountId: connected ? 'TSTDRV1' : null,
        message: connected ? null : NOT_CONNECTED,
      },
    },
  },
});

type Handlers = Parameters<typeof appServer>[0] extends infer O
  ? O extends { graphql?: infer G }
    ? G
    : never
  : never;

export function server(graphql: Handlers, connected = true) {
  return appServer({
    me: superAdmin,
    configuration: { ...publicConfiguration, 'week-end-day': 'sun' },
    graphql: { NetsuiteConnection: connection(connected), ...graphql },
  });
}

export const callsOf = (fake: ReturnType<typeof appServer>, name: string) =>
  fake.calls
    .map((call) => call.body as { operationName?: string; variables?: Record<string, unknown> } | undefined)
    .filter((body) => body?.operationName === name)
    .map((body) => body?.variables);
