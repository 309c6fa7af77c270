import { z } from 'zod';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { notFound } from '../../graphql/errors.ts';
import { groupRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { id } from '../timesheets/timesheet.args.ts';
import { adminQueries } from './admin.namespace.ts';
import { resubmitTimesheets } from './resubmit.service.ts';
import {
  type AdminApprover,
  type AdminUserEmail,
  type AdminUserProject,
  type AdminUserRow,
  findAdminUser,
  listAdminUsers,
  listUserProjects,
} from './users.queries.ts';
import {
  activeInactiveAccount,
  createUser,
  resetUserPassword,
  setApprover,
  setGroup,
  updateUser,
} from './users.service.ts';

const adminOnly = groupRule('admin');

/** The admin users screens (D-001..D-033): admin.users, admin.user and their mutations, for admins only. */
export function registerAdminUsers(builder: Builder): void {
  const AdminUserEmailRef = builder.objectRef<AdminUserEmail>('AdminUserEmail').implement({
    fields: (t) => ({ address: t.exposeString('address'), verified: t.exposeBoolean('verified') }),
  });
  const ApproverRef = builder.objectRef<AdminApprover>('AdminUserApprover').implement({
    description: 'An approver setting of a user (individual e-mail, role name, or self).',
    fields: (t) => ({
      _id: t.exposeID('id'),
      type: t.exposeString('type'),
      value: t.exposeString('value'),
      delegated: t.exposeBoolean('delegated'),
    }),
  });
  const ProjectRef = builder.objectRef<AdminUserProject>('AdminUserProject').implement({
    fields: (t) => ({
      _id: t.exposeID('id'),
      name: t.exposeString('name'),
      managers: t.exposeStringList('managers', {
        description: 'Names of the owner and managing team members.',
      }),
    }),
  });
  const Integration = builder.objectRef<{ sourceId: string | null }>('AdminUserIntegration').implement({
    fields: (t) => ({ sourceId: t.exposeString('sourceId', { nullable: true }) }),
  });

  const AdminUser = builder.objectRef<AdminUserRow>('AdminUser').implement({
    description: 'A user as the admin users screens show and edit it.',
    fields: (t) => {
      const text = (key: keyof AdminUserRow) =>
        t.string({ nullable: true, resolve: (user) => (user[key] as string | null) ?? null });
      return {
        _id: t.exposeID('id'),
        firstName: t.exposeString('firstName'),
        lastName: t.exposeString('lastName'),
        title: text('title'),
        imageUrl: text('imageUrl'),
        role: text('role'),
        payrollId: text('payrollId'),
        employeeType: text('employeeType'),
        department: text('department'),
        workCalendar: text('workCalendar'),
        supervisorId: text('supervisorId'),
        quickbooksEmployeeName: text('quickbooksEmployeeName'),
        quickbooksPayrollItem: text('quickbooksPayrollItem'),
        lastActiveOn: t.string({
          nullable: true,
          description: 'ISO timestamp of the latest sign-in or activity.',
          resolve: (user) => user.lastActiveOn,
        }),
        defaultRate: t.float({
          nullable: true,
          resolve: (user) => (user.defaultRate === null ? null : Number(user.defaultRate)),
        }),
        accountActive: t.exposeBoolean('accountActive'),
        hasPasswordCredentials: t.exposeBoolean('hasPasswordCredentials'),
        emails: t.field({ type: [AdminUserEmailRef], resolve: (user) => user.emails }),
        groups: t.exposeStringList('groups'),
        approvers: t.field({
          type: [ApproverRef],
          resolve: (user) => user.approvers.filter((approver) => !approver.delegated),
        }),
        delegatedApprovers: t.field({
          type: [ApproverRef],
          resolve: (user) => user.approvers.filter((approver) => approver.delegated),
        }),
        integration: t.field({ type: Integration, resolve: (user) => ({ sourceId: user.sourceId }) }),
        projects: t.field({
          type: [ProjectRef],
          description: 'Projects the user is on or owns (D-033).',
          resolve: (user, _args, context) => listUserProjects(context.deps.db, user.id),
        }),
      };
    },
  });

  builder.objectFields(adminQueries(builder), (t) => ({
    users: t.field({
      ...adminOnly,
      type: [AdminUser],
      description:
        'Every user, sorted by last then first name (the /admin/users list; filtered in the browser).',
      resolve: (_marker, _args, context) => listAdminUsers(context.deps.db),
    }),
    user: t.field({
      ...adminOnly,
      type: AdminUser,
      args: { userId: t.arg.id({ required: true }) },
      resolve: async (_marker, args, context) => {
        const { userId } = parseInput(z.object({ userId: id }), args);
        const user = await findAdminUser(context.deps.db, userId);
        if (!user) throw notFound('User');
        return user;
      },
    }),
  }));

  builder.mutationField('createUser', (t) =>
    t.field({
      ...adminOnly,
      type: AdminUser,
      description:
        "Creates an account (D-013); BAD_USER_INPUT 'User exists' on email when the address is taken.",
      args: {
        email: t.arg.string({ required: true }),
        password: t.arg.string(),
        firstName: t.arg.string(),
        lastName: t.arg.string(),
        notify: t.arg.boolean(),
        payrollId: t.arg.string(),
      },
      resolve: (_root, args, context) => createUser(context.deps, requireViewer(context), args),
    }),
  );

  builder.mutationField('updateUser', (t) =>
    t.field({
      ...adminOnly,
      type: AdminUser,
      description:
        'Edits a user (D-016..D-021), changing only the arguments given: one left out keeps its value, null ' +
        "clears it (first and last name cannot be cleared). BAD_USER_INPUT 'Payroll ID already exists' when " +
        'another user has the payroll id, ignoring case.',
      args: {
        userId: t.arg.id({ required: true }),
        firstName: t.arg.string(),
        lastName: t.arg.string(),
        title: t.arg.string(),
        department: t.arg.string(),
        payrollId: t.arg.string(),
        role: t.arg.string(),
        employeeType: t.arg.string(),
        quickbooksEmployeeName: t.arg.string(),
        quickbooksPayrollItem: t.arg.string(),
        supervisorId: t.arg.id(),
        defaultRate: t.arg.float(),
      },
      resolve: (_root, args, context) =>
        updateUser(context.deps, requireViewer(context), {
          ...args,
          supervisorId:
            args.supervisorId === null || args.supervisorId === undefined
              ? args.supervisorId
              : String(args.supervisorId),
          userId: String(args.userId),
        }),
    }),
  );

  for (const [name, member] of [
    ['addToGroup', true],
    ['removeFromGroup', false],
  ] as const) {
    builder.mutationField(name, (t) =>
      t.field({
        ...adminOnly,
        type: AdminUser,
        description:
          'Applies at once (D-022): senior-management, project-management, human-resources, finance, admin, vaccine-report.',
        args: { userEmail: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
        resolve: (_root, args, context) => setGroup(context.deps, requireViewer(context), args, member),
      }),
    );
  }

  for (const [name, present] of [
    ['addApprover', true],
    ['removeApprover', false],
  ] as const) {
    builder.mutationField(name, (t) =>
      t.field({
        ...adminOnly,
        type: AdminUser,
        description:
          'An approver setting (D-023..D-028): type individual (value the e-mail of an active user), role or ' +
          'self.',
        args: {
          userEmail: t.arg.string({ required: true }),
          type: t.arg.string({ required: true }),
          value: t.arg.string(),
          delegated: t.arg.boolean(),
        },
        resolve: (_root, args, context) => setApprover(context.deps, requireViewer(context), args, present),
      }),
    );
  }

  builder.mutationField('resetUserPassword', (t) =>
    t.boolean({
      ...adminOnly,
      description: "Sets a user's password (D-031); the user's sessions end.",
      args: {
        id: t.arg.id({ required: true }),
        email: t.arg.string(),
        password: t.arg.string({ required: true }),
      },
      resolve: (_root, args, context) =>
        resetUserPassword(context.deps, requireViewer(context), { ...args, id: String(args.id) }),
    }),
  );

  builder.mutationField('activeInactiveAccount', (t) =>
    t.field({
      ...adminOnly,
      type: AdminUser,
      description:
        'Activates (status true) or deactivates an account at once (D-032); deactivating ends its sessions.',
      args: { id: t.arg.id({ required: true }), status: t.arg.boolean({ required: true }) },
      resolve: (_root, args, context) =>
        activeInactiveAccount(context.deps, requireViewer(context), { ...args, id: String(args.id) }),
    }),
  );

  const ResubmitInput = builder.inputType('ResubmitTimesheetsInput', {
    fields: (t) => ({ userId: t.id({ required: true }) }),
  });
  builder.mutationField('resubmitTimesheets', (t) =>
    t.int({
      ...adminOnly,
      description:
        "Re-runs approval routing for the user's Submitted-Pending timesheets with their current approvers (D-029, D-030); answers how many were resubmitted.",
      args: { input: t.arg({ type: ResubmitInput, required: true }) },
      resolve: (_root, args, context) =>
        resubmitTimesheets(context.deps, requireViewer(context), { userId: String(args.input.userId) }),
    }),
  );
}
