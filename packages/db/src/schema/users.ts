import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, day, id, money, sqlList, updatedAt } from './columns.ts';

export const employeeTypes = ['W-2', 'C2C'] as const;
export type EmployeeType = (typeof employeeTypes)[number];

export const userGroupNames = [
  'admin',
  'super-admin',
  'project-management',
  'finance',
  'human-resources',
  'senior-management',
  'vaccine-report',
] as const;
export type UserGroupName = (typeof userGroupNames)[number];

export const approverTypes = ['individual', 'role', 'self'] as const;
export type ApproverType = (typeof approverTypes)[number];

export interface UserSettings {
  useNewTaskSelector?: boolean;
  /** AG Grid column state, stored as the JSON text the client sends. */
  agGridColumns?: string | null;
  timesheetDailySnapshotOverrides?: unknown;
  timesheetDailySnapshotReports?: unknown;
  [key: string]: unknown;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    imageUrl: text('image_url'),
    role: text('role'),
    payrollId: text('payroll_id'),
    /**
     * True on a user who shared their payroll id (ignoring case) with an older user when payroll ids became
     * unique (migration 0016): the unique index skips them. Cleared when the payroll id changes.
     */
    payrollIdDuplicate: boolean('payroll_id_duplicate').notNull().default(false),
    employeeType: text('employee_type').$type<EmployeeType>(),
    category: text('category'),
    department: text('department'),
    defaultRate: money('default_rate'),
    inviteToBeta: boolean('invite_to_beta').notNull().default(false),
    accountActive: boolean('account_active').notNull().default(true),
    temporaryPassword: boolean('temporary_password').notNull().default(false),
    /** argon2id hash; null for accounts that sign in only through single sign-on. */
    passwordHash: text('password_hash'),
    supervisorId: uuid('supervisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    workCalendar: text('work_calendar'),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({ useNewTaskSelector: false }),
    quickbooksEmployeeName: text('quickbooks_employee_name'),
    quickbooksPayrollItem: text('quickbooks_payroll_item'),
    sourceId: text('source_id'),
    lastActiveOn: timestamp('last_active_on', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_employee_type_check', sql`${t.employeeType} IN ${sqlList(employeeTypes)}`),
    index('users_supervisor_id_idx').on(t.supervisorId),
    // Payroll ids are unique ignoring case and surrounding spaces (issue 13); older duplicates are skipped.
    uniqueIndex('users_payroll_id_key')
      .on(sql`lower(btrim(${t.payrollId}))`)
      .where(sql`${t.payrollId} IS NOT NULL AND btrim(${t.payrollId}) <> '' AND NOT ${t.payrollIdDuplicate}`),
  ],
);

export const userEmails = pgTable(
  'user_emails',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_emails_address_key').on(t.address),
    check('user_emails_address_lower_check', sql`${t.address} = lower(${t.address})`),
    index('user_emails_user_id_idx').on(t.userId),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').$type<UserGroupName>().notNull(),
  },
  (t) => [
    uniqueIndex('user_groups_user_id_name_key').on(t.userId, t.name),
    check('user_groups_name_check', sql`${t.name} IN ${sqlList(userGroupNames)}`),
  ],
);

export const userApprovers = pgTable(
  'user_approvers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ApproverType>().notNull(),
    /** An e-mail address for 'individual', a group or role name for 'role', empty for 'self'. */
    value: text('value').notNull().default(''),
    delegated: boolean('delegated').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('user_approvers_type_check', sql`${t.type} IN ${sqlList(approverTypes)}`),
    index('user_approvers_user_id_idx').on(t.userId, t.delegated, t.position),
  ],
);

/** Hourly cost history of a user (HR financials). */
export const userFinancials = pgTable(
  'user_financials',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hourlyCost: money('hourly_cost').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_financials_user_id_idx').on(t.userId, t.startDate),
    check('user_financials_hourly_cost_check', sql`${t.hourlyCost} >= 0`),
    check('user_financials_dates_check', sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
  ],
);
