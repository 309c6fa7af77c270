import { FINANCE_REPORT_KEYS } from '../finance/finance-reports.ts';
import type { ConfigurationDefault } from './config.ts';

const ALL_PROJECT_TABS = [
  'summary',
  'deliverables',
  'timesheets',
  'team',
  'roles',
  'expenses',
  'financials',
  'export',
  'documents',
];

type Entry = Omit<ConfigurationDefault, 'public'> & { public?: true };

const brand = (key: string, valueType: ConfigurationDefault['valueType'], defaultValue: string) =>
  ({ key, valueType, defaultValue, public: true }) as const;

const flag = (key: string, on: boolean) =>
  ({ key, valueType: 'Boolean', defaultValue: on ? 'true' : 'false' }) as const;

/**
 * Every configuration key of the spec (ACCEPTANCE 'Configuration keys') and the proposed [config] keys, with its
 * type and default; what each means is in config-descriptions.ts (server-only, so the browser build leaves it out).
 */
export const CONFIGURATION_ENTRIES = [
  // Branding and sign-in: public.
  brand('company-short-name', 'String', 'Tally'),
  brand('favicon-url', 'Url', ''),
  brand('logo-auth-url', 'Url', ''),
  brand('logo-topbar-url', 'Url', ''),
  brand('logo-timesheet-url', 'Url', ''),
  brand('sso-email-domain', 'String', ''),
  // Weeks and calendar.
  {
    key: 'week-end-day',
    valueType: 'String',
    defaultValue: 'sun',
  },
  {
    key: 'holidays',
    valueType: 'Json',
    defaultValue: '[]',
  },
  {
    key: 'time-zone',
    valueType: 'String',
    defaultValue: 'America/New_York',
  },
  // Reminders job.
  flag('reminder-email-enabled', false),
  {
    key: 'reminder-email-cron',
    valueType: 'String',
    defaultValue: '0 9 * * 1',
  },
  // Timesheet entry and report.
  flag('timesheet-attachments', true),
  flag('show-budget-used-on-ts', true),
  flag('show-hours-used-on-ts', true),
  flag('show-timeoff-balances', true),
  flag('calendar-outlook-import', false),
  {
    key: 'calendar-graph-client-id',
    valueType: 'String',
    defaultValue: '',
  },
  {
    key: 'calendar-graph-authority',
    valueType: 'Url',
    defaultValue: 'https://login.microsoftonline.com/common',
  },
  {
    key: 'calendar-graph-base-url',
    valueType: 'Url',
    defaultValue: 'https://graph.microsoft.com/v1.0',
  },
  flag('show-report-billable-hours', true),
  flag('show-report-summary-table', true),
  {
    key: 'legacy-cutoff-date',
    valueType: 'String',
    defaultValue: '2023-09-18',
  },
  {
    key: 'legacy-cutoff-message',
    valueType: 'String',
    defaultValue: 'Time worked before 09/18/2023 must be submitted in the previous time-tracking system.',
  },
  {
    key: 'legacy-site-url',
    valueType: 'Url',
    defaultValue: '',
  },
  {
    key: 'generic-error-message',
    valueType: 'String',
    defaultValue: 'Something went wrong. Please try again.',
  },
  // Accounting integration.
  flag('netsuite-enabled', false),
  {
    key: 'netsuite-url',
    valueType: 'Url',
    defaultValue: '',
  },
  {
    key: 'accounting-export-billable-status',
    valueType: 'String',
    defaultValue: 'T',
  },
  {
    key: 'accounting-export-service-item',
    valueType: 'String',
    defaultValue: 'Architectural',
  },
  // Project management.
  {
    key: 'project-details-tabs',
    valueType: 'Json',
    defaultValue: JSON.stringify(ALL_PROJECT_TABS),
  },
  {
    key: 'project-details-fields',
    valueType: 'Json',
    defaultValue: '[]',
  },
  flag('pm-documents-tab-enabled', true),
  flag('hours-budgeting-deliverable', false),
  flag('blended-rate-deliverable', false),
  {
    key: 'blended-rate',
    valueType: 'Number',
    defaultValue: '150',
  },
  flag('resource-assignments', true),
  flag('allow-deducting-expenses-from-project', true),
  {
    key: 'project-cost-label',
    valueType: 'String',
    defaultValue: 'Cost',
  },
  {
    key: 'deliverables-tab-label',
    valueType: 'String',
    defaultValue: 'Deliverables',
  },
  {
    key: 'expenses-tab-label',
    valueType: 'String',
    defaultValue: 'Expenses',
  },
  {
    key: 'change-order-prefix',
    valueType: 'String',
    defaultValue: 'ASD',
  },
  // Finance.
  {
    key: 'finance-reports',
    valueType: 'Json',
    defaultValue: JSON.stringify(FINANCE_REPORT_KEYS),
  },
  flag('daily-snapshot-overrides', true),
  // Vaccine tracker.
  flag('vaccine-tracker-enabled', true),
  {
    key: 'vaccine-deadline-date',
    valueType: 'String',
    defaultValue: '2022-01-18',
  },
  {
    key: 'vaccine-report-client-filters',
    valueType: 'Json',
    defaultValue: '[]',
  },
] as const satisfies readonly Entry[];
