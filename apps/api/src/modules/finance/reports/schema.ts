import type { AccountingExportRow } from '@tally/domain/finance/finance-reports';
import { mayUseFinanceTools } from '@tally/domain/policies/finance';
import { isoToCompact } from '@tally/domain/shared/dates';
import type { Builder } from '../../../graphql/builder.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { policyRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { rangeArgs, weekArgs } from './inputs.ts';
import type {
  AccountingExport,
  MissingTimesheetRecord,
  MissingTimesheetsReport,
  PayrollAllocationRecord,
  ProjectsReport,
} from './records.ts';
import { accountingExport } from './use-cases/accounting-export.ts';
import { missingTimesheetsReport } from './use-cases/missing-timesheets-report.ts';
import { payrollAllocationReport } from './use-cases/payroll-allocation-report.ts';
import { projectsReport } from './use-cases/projects-report.ts';

/** The finance reports of part 3 §2 under `finance { }`: finance and admin only (F-025..F-037). */
export function registerFinanceReports(builder: Builder, refs: SchemaRefs): void {
  const Finance = refs.FinanceQueries;
  const reportRule = policyRule(mayUseFinanceTools);

  const Missing = builder.objectRef<MissingTimesheetRecord>('MissingTimesheet').implement({
    description: 'An active resource of an In Progress project without a submitted sheet for the week.',
    fields: (t) => ({
      projectId: t.exposeID('projectId', { description: 'The project.' }),
      projectName: t.exposeString('projectName', { description: "The project's name." }),
      userId: t.exposeID('userId', { description: 'The person.' }),
      resourceName: t.exposeString('resourceName', { description: 'Their name on the team.' }),
      resourceEmail: t.exposeString('resourceEmail', { description: 'Their e-mail.' }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (row) => isoToCompact(row.endDate) }),
    }),
  });
  const MissingReport = builder.objectRef<MissingTimesheetsReport>('MissingTimesheetsReport').implement({
    description: 'The missing timesheets of one week.',
    fields: (t) => ({
      endDate: t.string({
        description:
          'The week end reported (YYYYMMDD): the date asked, moved to the configured week-end day.',
        resolve: (report) => isoToCompact(report.endDate),
      }),
      rows: t.field({
        description: 'One row per person and project.',
        type: [Missing],
        resolve: (report) => report.rows,
      }),
    }),
  });

  const Allocation = builder.objectRef<PayrollAllocationRecord>('PayrollAllocation').implement({
    description: "A person's approved hours on one project over the range and its share of their total.",
    fields: (t) => ({
      userId: t.exposeID('userId', { description: 'The person.' }),
      firstName: t.exposeString('firstName', { description: 'First name.' }),
      lastName: t.exposeString('lastName', { description: 'Last name.' }),
      email: t.exposeString('email', { description: 'Sign-in address.', nullable: true }),
      payrollId: t.exposeString('payrollId', { description: 'Payroll id, if any.', nullable: true }),
      projectId: t.exposeID('projectId', { description: 'The project.' }),
      projectName: t.exposeString('projectName', { description: "The project's name." }),
      hours: t.exposeFloat('hours', { description: 'Approved hours on the project in the range.' }),
      totalHours: t.exposeFloat('totalHours', {
        description: "The person's approved hours on every project.",
      }),
      percent: t.exposeFloat('percent', { description: 'hours ÷ totalHours × 100, 2 decimals (F-027).' }),
    }),
  });

  type ProjectRow = ProjectsReport['projects'][number];
  const ProjectRowRef = builder.objectRef<ProjectRow>('ProjectsReportRow').implement({
    description: 'One project of the finance projects report.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The project's id." }),
      name: t.exposeString('name', { description: 'Its name.' }),
      projectCode: t.exposeString('projectCode', { description: 'Its code, if any.', nullable: true }),
      clientName: t.exposeString('clientName', { description: "Its client's name, if any.", nullable: true }),
      status: t.exposeString('status', { description: 'Its status.', nullable: true }),
      archived: t.exposeBoolean('archived', { description: 'Whether it is archived.' }),
      budget: t.exposeFloat('budget', { description: 'Its budget in dollars.' }),
      budgetUsed: t.exposeFloat('budgetUsed', { description: 'Fraction of the budget used (1 = 100 %).' }),
      budgetRemaining: t.exposeFloat('budgetRemaining', {
        description: 'max(0, budget × (1 − budgetUsed)).',
      }),
      overBudget: t.exposeString('overBudget', {
        description: "'Yes' when budgetUsed exceeds 1, else 'No'.",
      }),
      estimatedHours: t.exposeFloat('estimatedHours', {
        nullable: true,
        description: 'budget ÷ blended rate; null when the blended rate is 0 or unset.',
      }),
    }),
  });
  const ProjectsReportRef = builder.objectRef<ProjectsReport>('ProjectsReport').implement({
    description: 'The finance projects report: every project with its budget and use.',
    fields: (t) => ({
      blendedRate: t.exposeFloat('blendedRate', {
        nullable: true,
        description: 'Configuration blended-rate.',
      }),
      projects: t.field({
        description: 'Every project, by name.',
        type: [ProjectRowRef],
        resolve: (report) => report.projects,
      }),
    }),
  });

  const ExportRow = builder.objectRef<AccountingExportRow>('AccountingExportRow').implement({
    description: 'One person and deliverable of the week, as the accounting software imports it (F-034).',
    fields: (t) => ({
      key: t.exposeString('key', { description: 'userId|deliverableId.' }),
      employeeName: t.exposeString('employeeName', {
        description: 'The employee as the accounting software knows them.',
      }),
      customerJob: t.exposeString('customerJob', { description: 'Customer:Job of the project.' }),
      payrollItem: t.exposeString('payrollItem', { description: 'The payroll item.' }),
      billableStatus: t.exposeString('billableStatus', {
        description: 'The billable status (configuration accounting-export-billable-status).',
      }),
      serviceItem: t.exposeString('serviceItem', { description: 'The service item (the deliverable).' }),
      date: t.exposeString('date', { description: 'MM/DD/YYYY' }),
      duration: t.exposeString('duration', { description: 'H:MM' }),
      hours: t.exposeFloat('hours', { description: 'Hours of the week.' }),
      notes: t.exposeString('notes', { description: 'The day comments, joined.' }),
    }),
  });
  const ExportRef = builder.objectRef<AccountingExport>('AccountingExport').implement({
    description: 'The accounting-software export of one week.',
    fields: (t) => ({
      endDate: t.string({ description: 'YYYYMMDD', resolve: (report) => isoToCompact(report.endDate) }),
      rows: t.field({
        description: 'One row per person and deliverable.',
        type: [ExportRow],
        resolve: (report) => report.rows,
      }),
    }),
  });

  builder.objectFields(Finance, (t) => ({
    missingTimesheets: t.field({
      ...reportRule,
      type: MissingReport,
      description:
        'Missing timesheets of the week ending endDate (YYYYMMDD; moved forward to the week-end day) (F-025).',
      args: {
        endDate: t.arg.string({
          description: 'Any day of the week (YYYYMMDD); moved forward to the week-end day.',
          required: true,
        }),
      },
      resolve: (_marker, rawArgs, context) =>
        missingTimesheetsReport(context.deps.db, parseInput(weekArgs, rawArgs).endDate),
    }),
    payrollAllocation: t.field({
      ...reportRule,
      type: [Allocation],
      description: 'Approved hours per person and project from startDate to endDate (YYYYMMDD) (F-027).',
      args: {
        startDate: t.arg.string({ description: 'First day (YYYYMMDD).', required: true }),
        endDate: t.arg.string({ description: 'Last day (YYYYMMDD), inclusive.', required: true }),
      },
      resolve: (_marker, rawArgs, context) => {
        const input = parseInput(rangeArgs, rawArgs);
        return payrollAllocationReport(context.deps.db, input.startDate, input.endDate);
      },
    }),
    projectsReport: t.field({
      ...reportRule,
      type: ProjectsReportRef,
      description: 'Every project with its budget figures (F-029..F-032).',
      resolve: (_marker, _args, context) => projectsReport(context.deps.db),
    }),
    quickbooksExport: t.field({
      ...reportRule,
      type: ExportRef,
      description: 'Accounting-software export of the Approved sheets of the week ending endDate (F-033).',
      args: {
        endDate: t.arg.string({
          description: 'Any day of the week (YYYYMMDD); moved forward to the week-end day.',
          required: true,
        }),
      },
      resolve: (_marker, rawArgs, context) =>
        accountingExport(context.deps.db, parseInput(weekArgs, rawArgs).endDate),
    }),
  }));
}
