import type { ObjectRef } from '@pothos/core';
import type { MenuItem } from '@tally/domain/menu';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { signedInRule } from '../../graphql/rules.ts';
import type { EmailRow, UserRow } from './me.queries.ts';
import { getMe, getMenu, type MeRecord, type UserRefRecord } from './me.service.ts';

/** The Me type of each schema builder, for areas that add fields to it (me.timesheets, ...). */
export const meTypeRefs = new WeakMap<
  Builder,
  ObjectRef<Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never, MeRecord>
>();

export function registerMe(builder: Builder) {
  const Email = builder.objectRef<EmailRow>('Email').implement({
    fields: (t) => ({ address: t.exposeString('address'), verified: t.exposeBoolean('verified') }),
  });

  const MenuItemRef = builder.objectRef<MenuItem>('MenuItem');
  MenuItemRef.implement({
    description: "An entry of the side menu, built by the server from the viewer's groups.",
    fields: (t) => ({
      iconName: t.exposeString('iconName', { nullable: true }),
      label: t.exposeString('label'),
      linkUrl: t.exposeString('linkUrl'),
      overrideMatchUrl: t.exposeString('overrideMatchUrl', { nullable: true }),
      badgeCount: t.exposeInt('badgeCount', {
        nullable: true,
        description:
          "Number shown as a badge (the Approvals entry: timesheets awaiting the viewer's approval).",
      }),
      children: t.field({ type: [MenuItemRef], resolve: (item) => item.children }),
    }),
  });

  const UserSettings = builder.objectRef<UserRow['settings']>('UserSettings').implement({
    fields: (t) => ({
      useNewTaskSelector: t.boolean({ resolve: (settings) => settings.useNewTaskSelector === true }),
      agGridColumns: t.string({ nullable: true, resolve: (settings) => settings.agGridColumns ?? null }),
      emailNotifications: t.boolean({ resolve: (settings) => settings.emailNotifications !== false }),
      timesheetDailySnapshotOverrides: t.string({
        nullable: true,
        description: 'The saved field override rules of the snapshot reports as JSON text (F-071).',
        resolve: (settings) =>
          typeof settings.timesheetDailySnapshotOverrides === 'string'
            ? settings.timesheetDailySnapshotOverrides
            : null,
      }),
    }),
  });

  const UserRef = builder.objectRef<UserRefRecord>('UserRef').implement({
    fields: (t) => ({
      _id: t.id({ resolve: (ref) => ref.user.id }),
      firstName: t.string({ resolve: (ref) => ref.user.firstName }),
      lastName: t.string({ resolve: (ref) => ref.user.lastName }),
      emails: t.field({ type: [Email], resolve: (ref) => ref.emails }),
    }),
  });

  const Me = builder.objectRef<MeRecord>('Me').implement({
    fields: (t) => {
      const text = (pick: (user: UserRow) => string | null) =>
        t.string({ nullable: true, resolve: async (me) => pick(await me.user()) });
      const flag = (pick: (user: UserRow) => boolean) =>
        t.boolean({ resolve: async (me) => pick(await me.user()) });
      return {
        _id: t.id({ resolve: (me) => me.viewer.userId }),
        firstName: t.string({ resolve: async (me) => (await me.user()).firstName }),
        lastName: t.string({ resolve: async (me) => (await me.user()).lastName }),
        title: text((user) => user.title),
        imageUrl: text((user) => user.imageUrl),
        emails: t.field({ type: [Email], resolve: (me) => me.emails() }),
        groups: t.stringList({ resolve: (me) => me.viewer.groups }),
        employeeType: text((user) => user.employeeType),
        department: text((user) => user.department),
        payrollId: text((user) => user.payrollId),
        role: text((user) => user.role),
        defaultRate: t.float({
          nullable: true,
          resolve: async (me) => {
            const { defaultRate } = await me.user();
            return defaultRate === null ? null : Number(defaultRate);
          },
        }),
        inviteToBeta: flag((user) => user.inviteToBeta),
        hasPasswordCredentials: flag((user) => user.passwordHash !== null),
        temporaryPassword: flag((user) => user.temporaryPassword),
        accountActive: flag((user) => user.accountActive),
        supervisorId: t.id({ nullable: true, resolve: async (me) => (await me.user()).supervisorId }),
        supervisor: t.field({ type: UserRef, nullable: true, resolve: (me) => me.supervisor() }),
        settings: t.field({ type: UserSettings, resolve: async (me) => (await me.user()).settings }),
        menu: t.field({
          type: [MenuItemRef],
          resolve: (_me, _args, context) => getMenu(context.deps, requireViewer(context)),
        }),
      };
    },
  });

  meTypeRefs.set(builder, Me);

  builder.queryField('me', (t) =>
    t.field({
      ...signedInRule,
      type: Me,
      description: 'The signed-in user. UNAUTHENTICATED without a session.',
      resolve: (_root, _args, context) => getMe(context.deps, requireViewer(context)),
    }),
  );
}
