import { normalizeGroups } from '@tally/domain/auth/groups';
import { viewerCan } from '@tally/domain/policies/viewer-can';
import type { MenuEntry } from '../app/shell/menuMatching.ts';
import type { ShellMeQuery } from '../graphql/generated/graphql.ts';
import { columnLayoutsServer } from './columnLayouts.ts';
import { fakeServer, type GraphQLHandler, type RestHandler } from './fakeServer.ts';

type ShellUser = ShellMeQuery['me'];

/** What a member of `groups` may do: the server's own policies (`me { can }`). */
export function canOf(groups: readonly string[]): ShellUser['can'] {
  return { ...viewerCan({ userId: 'u', email: null, groups: normalizeGroups(groups) }) };
}

export const employee: ShellUser = {
  _id: 'u-employee',
  firstName: 'Erin',
  lastName: 'Employee',
  title: 'Consultant',
  imageUrl: null,
  emails: [{ address: 'employee@example.com' }],
  groups: [],
  can: canOf([]),
  inviteToBeta: false,
  temporaryPassword: false,
  menu: [
    {
      iconName: 'UserOutlined',
      label: 'Profile',
      linkUrl: '/user/profile',
      overrideMatchUrl: null,
      badgeCount: null,
      children: [],
    },
  ],
};

export const publicConfiguration: Record<string, string> = {
  'company-short-name': 'Acme',
  'logo-auth-url': '/logo-auth.svg',
  'logo-topbar-url': '/logo-topbar.svg',
  'favicon-url': '/favicon-acme.ico',
  'sso-email-domain': 'acme.com',
};

/** Adds the __typename fields a real server returns (Apollo matches fragments by them). */
function menuWithTypename(entries: readonly MenuEntry[]): unknown[] {
  return entries.map((entry) => ({
    __typename: 'MenuItem',
    ...entry,
    children: menuWithTypename(entry.children ?? []),
  }));
}

export function meResponse(me: ShellUser) {
  return {
    __typename: 'Me',
    ...me,
    // From the groups, as the server answers: fixtures that override `groups` need not repeat it.
    can: { __typename: 'ViewerCan', ...canOf(me.groups) },
    emails: me.emails.map((e) => ({ __typename: 'Email', ...e })),
    menu: menuWithTypename(me.menu),
  };
}

/** The Profile query's answer for a shell user, with the demo's W-2 details and supervisor. */
export function profileResponse(me: ShellUser) {
  return {
    __typename: 'Me',
    _id: me._id,
    firstName: me.firstName,
    lastName: me.lastName,
    title: me.title,
    imageUrl: me.imageUrl,
    emails: me.emails.map((e) => ({ __typename: 'Email', verified: true, ...e })),
    groups: me.groups,
    employeeType: 'W-2',
    department: 'Delivery',
    payrollId: 'P-1001',
    hasPasswordCredentials: true,
    settings: { __typename: 'UserSettings', useNewTaskSelector: false, emailNotifications: true },
    supervisor: {
      __typename: 'UserRef',
      _id: 'u-pm',
      firstName: 'Pat',
      lastName: 'Manager',
      emails: [{ __typename: 'Email', address: 'pm@example.com' }],
    },
  };
}

export interface AppServerOptions {
  me?: ShellUser;
  configuration?: Record<string, string>;
  environment?: string;
  graphql?: Record<string, GraphQLHandler>;
  rest?: Record<string, RestHandler>;
}

/** A fake Tally server with the queries every page issues, answering for one signed-in user. */
export function appServer(options: AppServerOptions = {}) {
  const me = options.me ?? employee;
  const configuration = options.configuration ?? publicConfiguration;
  return fakeServer(
    {
      Configurations: () => ({
        body: {
          data: { configurations: Object.entries(configuration).map(([key, value]) => ({ key, value })) },
        },
      }),
      SignInOptions: () => ({
        body: {
          data: {
            signInOptions: {
              singleSignOn: false,
              singleSignOnLabel: 'Sign in with Microsoft',
              signedIn: false,
            },
          },
        },
      }),
      Environment: () => ({ body: { data: { environment: options.environment ?? 'production' } } }),
      ShellMe: () => ({ body: { data: { me: meResponse(me) } } }),
      // Issue 18: no timer runs unless a test passes its own RunningTimer handler.
      RunningTimer: () => ({ body: { data: { me: { __typename: 'Me', _id: me._id, runningTimer: null } } } }),
      Profile: () => ({ body: { data: { me: profileResponse(me) } } }),
      // U-014: no saved table layouts unless a test passes its own columnLayoutsServer handlers.
      ...columnLayoutsServer(me._id).handlers,
      ...options.graphql,
    },
    options.rest,
  );
}

/** A fake server's answer to a `projectManagement { project { ... } }` query: project p-1 with `fields`. */
export function projectAnswer(fields: Record<string, unknown>): { body: unknown } {
  return {
    body: {
      data: {
        projectManagement: {
          __typename: 'ProjectManagementQueries',
          project: { __typename: 'Project', _id: 'p-1', ...fields },
        },
      },
    },
  };
}
