import { mayAdministerUsers } from '@tally/domain/policies/admin';
import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import { notFound } from '../../../graphql/errors.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { policyRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { findAdminUser, listAdminUsers, listUserProjects } from '../queries/users.ts';
import type { AdminApprover, AdminUserEmail, AdminUserProject, AdminUserRow } from '../records.ts';
import { createUser } from '../use-cases/create-user.ts';
import { resetUserPassword } from '../use-cases/reset-user-password.ts';
import { resubmitTimesheets } from '../use-cases/resubmit-timesheets.ts';
import { activeInactiveAccount } from '../use-cases/set-account-active.ts';
import { setApprover } from '../use-cases/set-approver.ts';
import { setGroup } from '../use-cases/set-group.ts';
import { updateUser } from '../use-cases/update-user.ts';

const adminOnly = policyRule(mayAdministerUsers);

/** The admin users screens (D-001..D-033): admin.users, admin.user and their mutations, for admins only. */
export function registerAdminUsers(builder: Builder, refs: SchemaRefs): void {
  const AdminUserEmailRef = builder.objectRef<AdminUserEmail>('AdminUserEmail').implement({
    description: 'An e-mail address of a user.',
    fields: (t) => ({
      address: t.exposeString('address', { description: 'The address, in lower case.' }),
      verified: t.exposeBoolean('verified', { description: 'Whether the address was confirmed.' }),
    }),
  });
  const ApproverRef = builder.objectRef<AdminApprover>('AdminUserApprover').implement({
    description: 'An approver setting of a user (individual e-mail, role name, or self).',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The setting's id." }),
      type: t.exposeString('type', {
        description: 'individual (value: an e-mail), role (value: a role name) or self.',
      }),
      value: t.exposeString('value', { description: "The approver's e-mail or role name; empty for self." }),
      delegated: t.exposeBoolean('delegated', {
        description: 'A delegated approver (acting for someone away).',
      }),
    }),
  });
  const ProjectRef = builder.objectRef<AdminUserProject>('AdminUserProject').implement({
    description: 'A project the user is on or owns.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The project's id." }),
      name: t.exposeString('name', { description: "The project's name." }),
      managers: t.exposeStringList('managers', {
        description: 'Names of the owner and managing team members.',
      }),
    }),
  });
  const Integration = builder.objectRef<{ sourceId: string | null }>('AdminUserIntegration').implement({
    description: "The user's record in the accounting system.",
    fields: (t) => ({
      sourceId: t.exposeString('sourceId', {
        description: "The employee's id in the accounting system, if synced.",
        nullable: true,
      }),
    }),
  });

  const AdminUser = builder.objectRef<AdminUserRow>('AdminUser').implement({
    description: 'A user as the admin users screens show and edit it.',
    fields: (t) => {
      const text = (key: keyof AdminUserRow, description: string) =>
        t.string({ description, nullable: true, resolve: (user) => (user[key] as string | null) ?? null });
      return {
        _id: t.exposeID('id', { description: "The user's id." }),
        firstName: t.exposeString('firstName', { description: 'First name.' }),
        lastName: t.exposeString('lastName', { description: 'Last name.' }),
        title: text('title', 'Job title.'),
        imageUrl: text('imageUrl', 'Profile picture URL.'),
        role: text('role', 'Role (a term of the Roles taxonomy).'),
        payrollId: text('payrollId', 'Payroll id, unique across users.'),
        employeeType: text('employeeType', 'Employee type.'),
        department: text('department', 'Department.'),
        workCalendar: text('workCalendar', 'Work calendar the person follows.'),
        supervisorId: text('supervisorId', "The supervisor's user id."),
        quickbooksEmployeeName: text(
          'quickbooksEmployeeName',
          'Name of the employee in the accounting export.',
        ),
        quickbooksPayrollItem: text('quickbooksPayrollItem', 'Payroll item of the accounting export.'),
        lastActiveOn: t.string({
          nullable: true,
          description: 'ISO timestamp of the latest sign-in or activity.',
          resolve: (user) => user.lastActiveOn,
        }),
        defaultRate: t.float({
          description: 'Hourly rate used when no project or deliverable rate applies (C-024); null for none.',
          nullable: true,
          resolve: (user) => (user.defaultRate === null ? null : Number(user.defaultRate)),
        }),
        accountActive: t.exposeBoolean('accountActive', {
          description: 'False once deactivated: the account cannot sign in.',
        }),
        hasPasswordCredentials: t.exposeBoolean('hasPasswordCredentials', {
          description: 'Whether the account has a password (else it signs in through single sign-on only).',
        }),
        emails: t.field({
          description: 'Its e-mail addresses, the sign-in address first.',
          type: [AdminUserEmailRef],
          resolve: (user) => user.emails,
        }),
        groups: t.exposeStringList('groups', {
          description: 'Its groups (admin, finance, project-management...).',
        }),
        approvers: t.field({
          description: 'Who approves its timesheets.',
          type: [ApproverRef],
          resolve: (user) => user.approvers.filter((approver) => !approver.delegated),
        }),
        delegatedApprovers: t.field({
          description: 'Approvers delegated to act while its approvers are away.',
          type: [ApproverRef],
          resolve: (user) => user.approvers.filter((approver) => approver.delegated),
        }),
        integration: t.field({
          description: 'Its record in the accounting system.',
          type: Integration,
          resolve: (user) => ({ sourceId: user.sourceId }),
        }),
        projects: t.field({
          type: [ProjectRef],
          description: 'Projects the user is on or owns (D-033).',
          resolve: (user, _args, context) => listUserProjects(context.deps.db, user.id),
        }),
      };
    },
  });

  builder.objectFields(refs.AdminQueries, (t) => ({
    users: t.field({
      ...adminOnly,
      type: [AdminUser],
      description:
        'Every user, sorted by last then first name (the /admin/users list; filtered in the browser).',
      resolve: (_marker, _args, context) => listAdminUsers(context.deps.db),
    }),
    user: t.field({
      description: 'One user as the admin user page shows it; NOT_FOUND when there is none.',
      ...adminOnly,
      type: AdminUser,
      args: { userId: t.arg.id({ description: 'The user.', required: true }) },
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
        email: t.arg.string({
          description: 'Sign-in address (required; must not belong to another account).',
          required: true,
        }),
        password: t.arg.string({
          description:
            'Initial password (12 characters at least, not a common one); omitted: the person sets one through a reset link.',
        }),
        firstName: t.arg.string({ description: 'First name.' }),
        lastName: t.arg.string({ description: 'Last name.' }),
        notify: t.arg.boolean({ description: 'True: e-mail the person a welcome with how to sign in.' }),
        payrollId: t.arg.string({ description: 'Payroll id; unique across users (case-insensitive).' }),
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
        userId: t.arg.id({ description: 'The user to edit.', required: true }),
        firstName: t.arg.string({ description: 'First name.' }),
        lastName: t.arg.string({ description: 'Last name.' }),
        title: t.arg.string({ description: 'Job title.' }),
        department: t.arg.string({ description: 'Department.' }),
        payrollId: t.arg.string({ description: 'Payroll id; unique across users (case-insensitive).' }),
        role: t.arg.string({ description: 'Role (a term of the Roles taxonomy).' }),
        employeeType: t.arg.string({ description: 'Employee type (a term of the Employee Type taxonomy).' }),
        quickbooksEmployeeName: t.arg.string({
          description: 'Name of the employee in the accounting export.',
        }),
        quickbooksPayrollItem: t.arg.string({ description: 'Payroll item of the accounting export.' }),
        supervisorId: t.arg.id({ description: 'The supervisor (an active user); null clears it.' }),
        defaultRate: t.arg.float({
          description: 'Default hourly rate in dollars, 0 to 1,000,000; null clears it.',
        }),
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
        args: {
          userEmail: t.arg.string({ description: 'E-mail of the user.', required: true }),
          name: t.arg.string({
            description:
              'The group (senior-management, project-management, human-resources, finance, admin...).',
            required: true,
          }),
        },
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
          userEmail: t.arg.string({
            description: 'E-mail of the user whose approvers change.',
            required: true,
          }),
          type: t.arg.string({ description: 'individual, role or self.', required: true }),
          value: t.arg.string({
            description:
              "For individual the approver's e-mail (an active user); for role the role name; empty for self.",
          }),
          delegated: t.arg.boolean({ description: 'True: a delegated approver.' }),
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
        id: t.arg.id({ description: 'The user.', required: true }),
        email: t.arg.string({
          description: "One of the user's addresses, checked against the account when given.",
        }),
        password: t.arg.string({
          description: 'The new password (12 characters at least, not a common one).',
          required: true,
        }),
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
      args: {
        id: t.arg.id({ description: 'The user.', required: true }),
        status: t.arg.boolean({
          description: 'True activates the account, false deactivates it.',
          required: true,
        }),
      },
      resolve: (_root, args, context) =>
        activeInactiveAccount(context.deps, requireViewer(context), { ...args, id: String(args.id) }),
    }),
  );

  const ResubmitInput = builder.inputType('ResubmitTimesheetsInput', {
    description: 'The user whose pending timesheets are routed again.',
    fields: (t) => ({
      userId: t.id({
        description: 'The user whose Submitted-Pending timesheets are routed again.',
        required: true,
      }),
    }),
  });
  builder.mutationField('resubmitTimesheets', (t) =>
    t.int({
      ...adminOnly,
      description:
        "Re-runs approval routing for the user's Submitted-Pending timesheets with their current approvers (D-029, D-030); answers how many were resubmitted.",
      args: {
        input: t.arg({
          description: 'The user whose pending timesheets are routed again.',
          type: ResubmitInput,
          required: true,
        }),
      },
      resolve: (_root, args, context) =>
        resubmitTimesheets(context.deps, requireViewer(context), { userId: String(args.input.userId) }),
    }),
  );
}
