/**
 * The History views (issue #17): what an audit event changed, as a person reads it. The server stores the
 * facts of each event (metadata: field keys, ids, enum values, fractions); these functions turn them into
 * labelled before/after texts for the page and the CSV alike.
 */
import { approverLabel } from '../admin/admin-users.ts';
import { GROUP_LABELS, type GroupName } from '../auth/groups.ts';
import { WEBHOOK_EVENTS, type WebhookEvent, webhookEventName } from '../integrations/api-access.ts';
import { formatMoneyExact } from './money.ts';

export interface HistoryChangeText {
  field: string;
  from: string;
  to: string;
}

/** Names of the users, projects and clients an event refers to by id, looked up by the server. */
export type HistoryNames = ReadonlyMap<string, string>;

const LABELS: Record<string, string> = {
  // Timesheets and their day entries.
  status: 'Status',
  hours: 'Hours',
  comment: 'Comment',
  comments: 'Comments',
  date: 'Date',
  'start time': 'Start time',
  projectIds: 'Projects',
  regularApproval: 'Regular approval',
  // Users.
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  title: 'Title',
  department: 'Department',
  payrollId: 'Payroll ID',
  role: 'Role',
  employeeType: 'Employee type',
  workCalendar: 'Work calendar',
  quickbooksEmployeeName: 'QuickBooks employee name',
  quickbooksPayrollItem: 'QuickBooks payroll item',
  supervisorId: 'Supervisor',
  defaultRate: 'Default rate',
  notify: 'Welcome mail',
  password: 'Password',
  group: 'Group',
  method: 'Method',
  reason: 'Reason',
  // Projects.
  name: 'Name',
  description: 'Description',
  projectCode: 'Project code',
  accountingCode: 'Accounting code',
  accountingCodeSuffix: 'Accounting code suffix',
  sectors: 'Sectors',
  budget: 'Budget',
  proposedBudget: 'Proposed budget',
  totalBilledAmount: 'Total billed amount',
  jobName: 'Job name',
  clientId: 'Client',
  globallyVisible: 'Visible to everyone',
  complete: 'Complete',
  ownerId: 'Owner',
  owner: 'Owner',
  startDate: 'Start date',
  budgetUsed: 'Budget used',
  // API tokens and webhooks.
  scope: 'Scope',
  url: 'URL',
  events: 'Events',
};

/** The label of a field key ('defaultRate' → 'Default rate'); an unknown key in words ('fooBar' → 'Foo bar'). */
export function historyFieldLabel(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MONEY = new Set([
  'defaultRate',
  'budget',
  'proposedBudget',
  'totalBilledAmount',
  'hourlyCost',
  'amount',
]);
const PERCENT = new Set(['budgetUsed']);
/** Fields whose values are ids of users, projects or clients: shown by name. */
const REFERENCES = new Set(['supervisorId', 'ownerId', 'owner', 'clientId', 'projectIds']);

const WORDS: Record<string, Record<string, string>> = {
  scope: { READ: 'Read only', READ_WRITE: 'Read and write' },
  method: {
    password: 'Password',
    oidc: 'Single sign-on',
    self: 'Changed by the user',
    'reset-link': 'Reset link',
    'admin-reset': 'Reset by an admin',
  },
  reason: { inactive: 'The account is inactive', 'no-account': 'No account has this e-mail' },
  group: GROUP_LABELS as Record<GroupName, string>,
};

const BOOLEANS: Record<string, [yes: string, no: string]> = {
  notify: ['Sent', 'Not sent'],
  password: ['Set', 'Not set'],
};

const isWebhookEvent = (value: unknown): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly unknown[]).includes(value);

/** A number from a number or a numeric text ('1200.5'); null otherwise. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** A fraction as a percent: 0.8 → '80 %', 0.4567 → '45.67 %'. */
export function historyPercent(fraction: number): string {
  return `${Math.round(fraction * 10000) / 100} %`;
}

/**
 * One value of a field as text: money with two decimals, fractions as percents, ids as the names they stand
 * for, enum values and flags in words, webhook events by their `X-Tally-Event` name; empty for none.
 */
export function historyFieldValue(field: string, value: unknown, names: HistoryNames = new Map()): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((item) => historyFieldValue(field, item, names)).join(', ');
  if (REFERENCES.has(field) && typeof value === 'string') return names.get(value) ?? value;
  if (field === 'events' && isWebhookEvent(value)) return webhookEventName(value);
  const words = WORDS[field];
  if (words && typeof value === 'string') return words[value] ?? value;
  if (typeof value === 'boolean') {
    const [yes, no] = BOOLEANS[field] ?? ['Yes', 'No'];
    return value ? yes : no;
  }
  const number = numberOf(value);
  if (number !== null && MONEY.has(field)) return formatMoneyExact(number);
  if (number !== null && PERCENT.has(field)) return historyPercent(number);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Metadata keys that identify rather than describe (never listed as changes). */
const IDENTIFIERS = new Set([
  'byUserId',
  'timesheetId',
  'projectId',
  'entryProjectId',
  'deliverableId',
  'lineItemId',
  'date',
  'tokenId',
  'tokenName',
  'accessTokenId',
  'webhookId',
  'changes',
  'onBehalfOf',
]);

type Metadata = Record<string, unknown>;

function change(field: string, from: unknown, to: unknown, names: HistoryNames): HistoryChangeText {
  return {
    field: historyFieldLabel(field),
    from: historyFieldValue(field, from, names),
    to: historyFieldValue(field, to, names),
  };
}

/** The changes an event lists itself ({ field, from, to }) and the facts it carries, labelled. */
function listedChanges(metadata: Metadata, names: HistoryNames, skip: ReadonlySet<string> = new Set()) {
  const listed = Array.isArray(metadata.changes)
    ? (metadata.changes as { field?: unknown; from?: unknown; to?: unknown }[])
    : [];
  const changes = listed.map((item) => change(String(item.field ?? ''), item.from, item.to, names));
  for (const [field, value] of Object.entries(metadata)) {
    if (IDENTIFIERS.has(field) || skip.has(field)) continue;
    // An approval that names no project (finance's, or an older event) says nothing about projects.
    if (Array.isArray(value) && value.length === 0) continue;
    changes.push(change(field, null, value, names));
  }
  return changes;
}

/** The approver an event added or removed: 'Self', 'Role: Project Manager' or the address, '(delegated)'. */
function approverChange(metadata: Metadata, added: boolean): HistoryChangeText {
  const approver = approverLabel({ type: String(metadata.type ?? ''), value: String(metadata.value ?? '') });
  const text = metadata.delegated === true ? `${approver} (delegated)` : approver;
  return { field: 'Approver', from: added ? '' : text, to: added ? text : '' };
}

/** A quick-edit cell: the field's label, its value before and after. */
function quickEditChange(metadata: Metadata, names: HistoryNames): HistoryChangeText {
  const field = String(metadata.fieldKey ?? '');
  return change(field, metadata.from, metadata.to, names);
}

/**
 * What an audit event changed, labelled and in words: `[{ field: 'Budget used', from: '', to: '80 %' }]`.
 * `type` is the event type ('budget-used-updated'), `metadata` what the server recorded with it.
 */
export function historyChanges(type: string, metadata: Metadata, names: HistoryNames = new Map()) {
  if (type === 'admin-collection-updated') return [quickEditChange(metadata, names)];
  if (type === 'user-approver-added') return [approverChange(metadata, true)];
  if (type === 'user-approver-removed') return [approverChange(metadata, false)];
  return listedChanges(metadata, names);
}
