import type { ImplementableObjectRef } from '@pothos/core';
import { type ViewerCan, viewerCan } from '@tally/domain/policies/viewer-can';
import type { MenuItem } from '@tally/domain/shell/menu';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import type { EmailRow, UserRefRecord, UserRow } from './records.ts';
import { getMe, type MeRecord } from './use-cases/get-me.ts';
import { getMenu, type MenuBadgeCounters } from './use-cases/get-menu.ts';

type Types = Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * Me, its menu and the `me` query; `badges` counts the menu's badges (see MenuBadgeCounters). Takes the one
 * shared ref it implements rather than SchemaRefs: graphql/refs.ts names MeRecord through auth's door, so
 * importing refs.ts here would close a cycle.
 */
export function registerMe(
  builder: Builder,
  refs: { Me: ImplementableObjectRef<Types, MeRecord> },
  badges: MenuBadgeCounters,
) {
  const Email = builder.objectRef<EmailRow>('Email').implement({
    description: 'An e-mail address of an account.',
    fields: (t) => ({
      address: t.exposeString('address', { description: 'The address, in lower case.' }),
      verified: t.exposeBoolean('verified', { description: 'Whether the address was confirmed.' }),
    }),
  });

  const MenuItemRef = builder.objectRef<MenuItem>('MenuItem');
  MenuItemRef.implement({
    description: "An entry of the side menu, built by the server from the viewer's groups.",
    fields: (t) => ({
      iconName: t.exposeString('iconName', {
        description: 'Name of the icon shown with the entry, if any.',
        nullable: true,
      }),
      label: t.exposeString('label', { description: 'The text of the entry.' }),
      linkUrl: t.exposeString('linkUrl', { description: 'Where the entry leads.' }),
      overrideMatchUrl: t.exposeString('overrideMatchUrl', {
        description: 'The path prefix that marks the entry as current, when not linkUrl.',
        nullable: true,
      }),
      badgeCount: t.exposeInt('badgeCount', {
        nullable: true,
        description:
          "Number shown as a badge (the Approvals entry: timesheets awaiting the viewer's approval).",
      }),
      children: t.field({
        description: 'Entries of its submenu.',
        type: [MenuItemRef],
        resolve: (item) => item.children,
      }),
    }),
  });

  const UserRef = builder.objectRef<UserRefRecord>('UserRef').implement({
    description: 'Another account in short: id, name and addresses.',
    fields: (t) => ({
      _id: t.id({ description: "The account's id.", resolve: (ref) => ref.user.id }),
      firstName: t.string({ description: 'First name.', resolve: (ref) => ref.user.firstName }),
      lastName: t.string({ description: 'Last name.', resolve: (ref) => ref.user.lastName }),
      emails: t.field({ description: 'Its e-mail addresses.', type: [Email], resolve: (ref) => ref.emails }),
    }),
  });

  const ViewerCanRef = builder.objectRef<ViewerCan>('ViewerCan').implement({
    description:
      "What the viewer may do, from the server's policies (packages/domain/src/policies): the web app asks these " +
      'rather than reading groups.',
    fields: (t) => ({
      createProjects: t.exposeBoolean('createProjects', {
        description: 'May create projects and use project templates (M-018).',
      }),
      keepAccountingCodes: t.exposeBoolean('keepAccountingCodes', {
        description: "Sees and may change any readable project's BU and IS codes (M-084).",
      }),
      trackTimeOffOnDeliverables: t.exposeBoolean('trackTimeOffOnDeliverables', {
        description: "Sees a deliverable's 'Track Against Time Off' field (M-085).",
      }),
      runAdminJobs: t.exposeBoolean('runAdminJobs', {
        description: "May run the admin settings page's jobs: snapshots, statistics recipients, reminders.",
      }),
      runBudgetTool: t.exposeBoolean('runBudgetTool', {
        description: 'May run the budget update tool (M-146).',
      }),
      manageAllAccessTokens: t.exposeBoolean('manageAllAccessTokens', {
        description:
          "May list and revoke everyone's personal access tokens and make tokens that never expire.",
      }),
    }),
  });

  const Me = refs.Me.implement({
    description:
      'The signed-in user (or the owner of the access token) with their groups, settings and menu.',
    fields: (t) => {
      const text = (description: string, pick: (user: UserRow) => string | null) =>
        t.string({ description, nullable: true, resolve: async (me) => pick(await me.user()) });
      const flag = (description: string, pick: (user: UserRow) => boolean) =>
        t.boolean({ description, resolve: async (me) => pick(await me.user()) });
      return {
        _id: t.id({ description: "The user's id.", resolve: (me) => me.viewer.userId }),
        firstName: t.string({
          description: 'First name.',
          resolve: async (me) => (await me.user()).firstName,
        }),
        lastName: t.string({ description: 'Last name.', resolve: async (me) => (await me.user()).lastName }),
        title: text('Job title, if any.', (user) => user.title),
        imageUrl: text('Profile picture URL, if any.', (user) => user.imageUrl),
        emails: t.field({
          description: 'E-mail addresses, the sign-in address first.',
          type: [Email],
          resolve: (me) => me.emails(),
        }),
        groups: t.stringList({
          description: 'Groups (admin, finance, project-management...), which decide what may be done.',
          resolve: (me) => me.viewer.groups,
        }),
        can: t.field({
          description: 'What the viewer may do, decided by the same policies the server enforces.',
          type: ViewerCanRef,
          resolve: (me) => viewerCan(me.viewer),
        }),
        employeeType: text('Employee type, if any.', (user) => user.employeeType),
        department: text('Department, if any.', (user) => user.department),
        payrollId: text('Payroll id, if any.', (user) => user.payrollId),
        role: text('Role, if any.', (user) => user.role),
        defaultRate: t.float({
          description: 'Default hourly rate in dollars, if set.',
          nullable: true,
          resolve: async (me) => {
            const { defaultRate } = await me.user();
            return defaultRate === null ? null : Number(defaultRate);
          },
        }),
        inviteToBeta: flag('Invited to try features in beta.', (user) => user.inviteToBeta),
        hasPasswordCredentials: flag(
          'Has a password (else signs in through single sign-on only).',
          (user) => user.passwordHash !== null,
        ),
        temporaryPassword: flag(
          'The password was set by an admin and should be changed.',
          (user) => user.temporaryPassword,
        ),
        accountActive: flag('False once deactivated.', (user) => user.accountActive),
        supervisorId: t.id({
          description: "The supervisor's user id, if any.",
          nullable: true,
          resolve: async (me) => (await me.user()).supervisorId,
        }),
        supervisor: t.field({
          description: 'The supervisor, if any.',
          type: UserRef,
          nullable: true,
          resolve: (me) => me.supervisor(),
        }),
        menu: t.field({
          description: 'The side menu for these groups.',
          type: [MenuItemRef],
          resolve: (_me, _args, context) => getMenu(context.deps, requireViewer(context), badges),
        }),
      };
    },
  });

  builder.queryField('me', (t) =>
    t.field({
      ...signedInRule,
      type: Me,
      description: 'The signed-in user. UNAUTHENTICATED without a session.',
      resolve: (_root, _args, context) => getMe(context.deps, requireViewer(context)),
    }),
  );
}
