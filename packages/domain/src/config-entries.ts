import type { ConfigurationEntry } from './config.ts';

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
const ALL_FINANCE_REPORTS = [
  'weeklyTimesheetSnapshots',
  'dailyTimesheetSnapshots',
  'payrollAllocation',
  'timeOffReport',
  'quickbooksExport',
  'missingTimesheetsByWeek',
  'projects',
  'customReports',
];

type Entry = Omit<ConfigurationEntry, 'public'> & { public?: true };

const brand = (
  key: string,
  valueType: ConfigurationEntry['valueType'],
  defaultValue: string,
  description: string,
) => ({ key, valueType, defaultValue, description, public: true }) as const;

const flag = (key: string, on: boolean, description: string) =>
  ({ key, valueType: 'Boolean', defaultValue: on ? 'true' : 'false', description }) as const;

/** Every configuration key of the spec (ACCEPTANCE 'Configuration keys') and the proposed [config] keys. */
export const CONFIGURATION_ENTRIES = [
  // Branding and sign-in: public.
  brand('company-short-name', 'String', 'Tally', 'Company short name used in page titles and texts.'),
  brand('favicon-url', 'Url', '', 'Favicon of the portal. Empty: the browser default.'),
  brand(
    'logo-auth-url',
    'Url',
    '',
    'Logo on the sign-in and password pages. Empty: the company name is shown.',
  ),
  brand(
    'logo-topbar-url',
    'Url',
    '',
    'Logo in the top bar (links to /user). Empty: the company name is shown.',
  ),
  brand(
    'logo-timesheet-url',
    'Url',
    '',
    'Logo on the printable timesheet report. Empty: the company name is shown.',
  ),
  brand(
    'sso-email-domain',
    'String',
    '',
    'E-mail domain managed by single sign-on; its addresses reset their password there. Empty: none.',
  ),
  // Weeks and calendar.
  {
    key: 'week-end-day',
    valueType: 'String',
    defaultValue: 'sun',
    description: 'Last day of a timesheet week: sun, mon, tue, wed, thu, fri or sat.',
  },
  {
    key: 'holidays',
    valueType: 'Json',
    defaultValue: '[]',
    description: 'Company holidays: a JSON list of {"date": "YYYY-MM-DD", "name": "..."}.',
  },
  {
    key: 'time-zone',
    valueType: 'String',
    defaultValue: 'America/New_York',
    description: 'Time zone calendar events are converted to when imported.',
  },
  // Reminders job.
  flag(
    'reminder-email-enabled',
    false,
    'Send the weekly reminder e-mails (missing timesheets, waiting approvals).',
  ),
  {
    key: 'reminder-email-cron',
    valueType: 'String',
    defaultValue: '0 9 * * 1',
    description:
      'When the reminder e-mails go out: a cron expression in the time-zone key (default Mondays 09:00).',
  },
  // Timesheet entry and report.
  flag('timesheet-attachments', true, 'Show the Attachments panel on the weekly timesheet.'),
  flag('show-budget-used-on-ts', true, 'Show budget consumption per line on the weekly timesheet.'),
  flag('show-hours-used-on-ts', true, 'Show assigned-hours consumption per line on the weekly timesheet.'),
  flag('show-timeoff-balances', true, 'Show time-off balances on the profile and a link from the timesheet.'),
  flag('calendar-outlook-import', false, 'Offer importing calendar events into the timesheet.'),
  {
    key: 'calendar-graph-client-id',
    valueType: 'String',
    defaultValue: '',
    description:
      'Application (client) id of the single-page app registered for Outlook calendar import. Empty: ICS import only.',
  },
  {
    key: 'calendar-graph-authority',
    valueType: 'Url',
    defaultValue: 'https://login.microsoftonline.com/common',
    description: 'Sign-in authority of the Outlook calendar import (tenant URL of Microsoft Entra ID).',
  },
  {
    key: 'calendar-graph-base-url',
    valueType: 'Url',
    defaultValue: 'https://graph.microsoft.com/v1.0',
    description: 'Base URL of Microsoft Graph for the Outlook calendar import.',
  },
  flag('show-report-billable-hours', true, 'Show billable and non-billable hours on the timesheet report.'),
  flag('show-report-summary-table', true, "Show the 'Summary by Deliverable' table on the timesheet report."),
  {
    key: 'legacy-cutoff-date',
    valueType: 'String',
    defaultValue: '2023-09-18',
    description:
      'Weeks ending before this date (YYYY-MM-DD) are kept in the previous system: submit is disabled and entries refused. Empty: no cut-off.',
  },
  {
    key: 'legacy-cutoff-message',
    valueType: 'String',
    defaultValue: 'Time worked before 09/18/2023 must be submitted in the previous time-tracking system.',
    description: 'Banner shown on the timesheet about the legacy cut-off. Empty: no banner.',
  },
  {
    key: 'legacy-site-url',
    valueType: 'Url',
    defaultValue: '',
    description:
      "Target of the 'Return to the old site?' button (shown to users invited to the beta). Empty: no button.",
  },
  {
    key: 'generic-error-message',
    valueType: 'String',
    defaultValue: 'Something went wrong. Please try again.',
    description: 'Message shown when an action fails and the spec gives no text.',
  },
  // Accounting integration.
  flag(
    'netsuite-enabled',
    false,
    'Accounting integration on: editing of synced data is locked in the portal.',
  ),
  {
    key: 'netsuite-url',
    valueType: 'Url',
    defaultValue: '',
    description: 'Base URL of the accounting system, used for links. Empty: no links.',
  },
  {
    key: 'accounting-export-billable-status',
    valueType: 'String',
    defaultValue: 'T',
    description: 'Billable status written in the accounting-software export.',
  },
  {
    key: 'accounting-export-service-item',
    valueType: 'String',
    defaultValue: 'Architectural',
    description: 'Service item written in the accounting-software export.',
  },
  // Project management.
  {
    key: 'project-details-tabs',
    valueType: 'Json',
    defaultValue: JSON.stringify(ALL_PROJECT_TABS),
    description: 'Tabs of the project detail page, in order.',
  },
  {
    key: 'project-details-fields',
    valueType: 'Json',
    defaultValue: '[]',
    description: 'Extra project fields shown on the project detail card (JSON list of field names).',
  },
  flag('pm-documents-tab-enabled', true, 'Offer the Documents tab on projects.'),
  flag('hours-budgeting-deliverable', false, 'Budget deliverables in hours rather than money.'),
  flag('blended-rate-deliverable', false, 'Show and edit a blended rate per deliverable.'),
  {
    key: 'blended-rate',
    valueType: 'Number',
    defaultValue: '150',
    description: 'Company blended hourly rate used to estimate hours from a budget.',
  },
  flag('resource-assignments', true, 'Assign resources with budgeted hours to deliverables.'),
  flag(
    'allow-deducting-expenses-from-project',
    true,
    'Let project managers deduct expenses from the project budget.',
  ),
  {
    key: 'project-cost-label',
    valueType: 'String',
    defaultValue: 'Cost',
    description: 'Label of cost figures on project pages.',
  },
  {
    key: 'deliverables-tab-label',
    valueType: 'String',
    defaultValue: 'Deliverables',
    description: 'Label of the deliverables tab.',
  },
  {
    key: 'expenses-tab-label',
    valueType: 'String',
    defaultValue: 'Expenses',
    description: 'Label of the expenses tab.',
  },
  {
    key: 'change-order-prefix',
    valueType: 'String',
    defaultValue: 'ASD',
    description: 'Milestones starting with this prefix are change orders (CO1, CO2...). Empty: feature off.',
  },
  // Finance.
  {
    key: 'finance-reports',
    valueType: 'Json',
    defaultValue: JSON.stringify(ALL_FINANCE_REPORTS),
    description: 'Report cards offered on /finance/reports.',
  },
  flag('daily-snapshot-overrides', true, "Offer 'Manage Overrides' on the daily snapshot."),
  // Vaccine tracker.
  flag('vaccine-tracker-enabled', true, 'Vaccine tracker module on (menu entries and routes).'),
  {
    key: 'vaccine-deadline-date',
    valueType: 'String',
    defaultValue: '2022-01-18',
    description: 'Vaccination deadline (YYYY-MM-DD) rendered into the vaccine tracker texts.',
  },
  {
    key: 'vaccine-report-client-filters',
    valueType: 'Json',
    defaultValue: '[]',
    description: 'Client short names offered as quick filters on the vaccine report (JSON list).',
  },
] as const satisfies readonly Entry[];
