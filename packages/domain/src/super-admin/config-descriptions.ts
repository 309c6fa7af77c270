import type { ConfigurationKey } from './config.ts';

/**
 * What each configuration key means, shown to super-admins beside its value. Kept apart from the entries so
 * the browser, which reads values but never shows these texts, does not download them; the type makes a
 * missing or unknown key a compile error.
 */
export const CONFIGURATION_DESCRIPTIONS: Readonly<Record<ConfigurationKey, string>> = {
  'company-short-name': 'Company short name used in page titles and texts.',
  'favicon-url': 'Favicon of the portal. Empty: the browser default.',
  'logo-auth-url': 'Logo on the sign-in and password pages. Empty: the company name is shown.',
  'logo-topbar-url': 'Logo in the top bar (links to /user). Empty: the company name is shown.',
  'logo-timesheet-url': 'Logo on the printable timesheet report. Empty: the company name is shown.',
  'sso-email-domain':
    'E-mail domain managed by single sign-on; its addresses reset their password there. Empty: none.',
  'week-end-day': 'Last day of a timesheet week: sun, mon, tue, wed, thu, fri or sat.',
  holidays: 'Company holidays: a JSON list of {"date": "YYYY-MM-DD", "name": "..."}.',
  'time-zone': 'Time zone calendar events are converted to when imported.',
  'reminder-email-enabled': 'Send the weekly reminder e-mails (missing timesheets, waiting approvals).',
  'reminder-email-cron':
    'When the reminder e-mails go out: a cron expression in the time-zone key (default Mondays 09:00).',
  'timesheet-attachments': 'Show the Attachments panel on the weekly timesheet.',
  'show-budget-used-on-ts': 'Show budget consumption per line on the weekly timesheet.',
  'show-hours-used-on-ts': 'Show assigned-hours consumption per line on the weekly timesheet.',
  'show-timeoff-balances': 'Show time-off balances on the profile and a link from the timesheet.',
  'calendar-outlook-import': 'Offer importing calendar events into the timesheet.',
  'calendar-graph-client-id':
    'Application (client) id of the single-page app registered for Outlook calendar import. Empty: ICS import only.',
  'calendar-graph-authority':
    'Sign-in authority of the Outlook calendar import (tenant URL of Microsoft Entra ID).',
  'calendar-graph-base-url': 'Base URL of Microsoft Graph for the Outlook calendar import.',
  'show-report-billable-hours': 'Show billable and non-billable hours on the timesheet report.',
  'show-report-summary-table': "Show the 'Summary by Deliverable' table on the timesheet report.",
  'legacy-cutoff-date':
    'Weeks ending before this date (YYYY-MM-DD) are kept in the previous system: submit is disabled and entries refused. Empty: no cut-off.',
  'legacy-cutoff-message': 'Banner shown on the timesheet about the legacy cut-off. Empty: no banner.',
  'legacy-site-url':
    "Target of the 'Return to the old site?' button (shown to users invited to the beta). Empty: no button.",
  'generic-error-message': 'Message shown when an action fails and the spec gives no text.',
  'netsuite-enabled': 'Accounting integration on: editing of synced data is locked in the portal.',
  'netsuite-url': 'Base URL of the accounting system, used for links. Empty: no links.',
  'accounting-export-billable-status': 'Billable status written in the accounting-software export.',
  'accounting-export-service-item': 'Service item written in the accounting-software export.',
  'project-details-tabs': 'Tabs of the project detail page, in order.',
  'project-details-fields':
    'Extra project fields shown on the project detail card (JSON list of field names).',
  'pm-documents-tab-enabled': 'Offer the Documents tab on projects.',
  'hours-budgeting-deliverable': 'Budget deliverables in hours rather than money.',
  'blended-rate-deliverable': 'Show and edit a blended rate per deliverable.',
  'blended-rate': 'Company blended hourly rate used to estimate hours from a budget.',
  'resource-assignments': 'Assign resources with budgeted hours to deliverables.',
  'allow-deducting-expenses-from-project': 'Let project managers deduct expenses from the project budget.',
  'project-cost-label': 'Label of cost figures on project pages.',
  'deliverables-tab-label': 'Label of the deliverables tab.',
  'expenses-tab-label': 'Label of the expenses tab.',
  'change-order-prefix':
    'Milestones starting with this prefix are change orders (CO1, CO2...). Empty: feature off.',
  'finance-reports': 'Report cards offered on /finance/reports.',
  'daily-snapshot-overrides': "Offer 'Manage Overrides' on the daily snapshot.",
  'vaccine-tracker-enabled': 'Vaccine tracker module on (menu entries and routes).',
  'vaccine-deadline-date': 'Vaccination deadline (YYYY-MM-DD) rendered into the vaccine tracker texts.',
  'vaccine-report-client-filters':
    'Client short names offered as quick filters on the vaccine report (JSON list).',
};
