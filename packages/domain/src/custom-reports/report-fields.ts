/**
 * The custom report builder's fields (spec part 3 §2 'Custom Reports', F-040, F-041, F-049, F-050, F-052):
 * the 25 columns a finance user can show, their categories, default widths and how a cell reads.
 */

import { formatMoneyExact } from '../shared/money.ts';
import { matchesQuery } from '../shared/search.ts';
import { formatHours } from '../timesheets/hours.ts';

export const REPORT_FIELDS = [
  'endDate',
  'status',
  'lastName',
  'firstName',
  'payrollId',
  'email',
  'clientName',
  'project',
  'projectCode',
  'milestone',
  'deliverable',
  'taskdate',
  'hours',
  'role',
  'rate',
  'name',
  'totalCost',
  'supervisor',
  'approvers',
  'approvedOn',
  'comment',
  'roles',
  'bu',
  'department',
  'classification',
] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

/** Visible when no report is loaded and after 'Reset to Default' (F-041). */
export const DEFAULT_VISIBLE_FIELDS: readonly ReportField[] = [
  'endDate',
  'status',
  'lastName',
  'firstName',
  'clientName',
  'project',
  'taskdate',
  'hours',
  'totalCost',
];

export const FIELD_CATEGORIES = [
  'All',
  'Time Info',
  'Employee Info',
  'Project Info',
  'Financial',
  'Status',
  'Other',
] as const;
export type FieldCategory = Exclude<(typeof FIELD_CATEGORIES)[number], 'All'>;

/** How a value is compared, formatted and summed: dates are YYYYMMDD text from the API. */
export type FieldKind = 'text' | 'date' | 'hours' | 'money' | 'count' | 'list';

interface FieldDefinition {
  label: string;
  category: FieldCategory;
  kind: FieldKind;
  /** Default width in px before the 100–270 clamp (F-049). */
  width: number;
}

export const FIELD_DEFINITIONS: Record<ReportField, FieldDefinition> = {
  endDate: { label: 'End Date', category: 'Time Info', kind: 'date', width: 110 },
  status: { label: 'Status', category: 'Status', kind: 'text', width: 150 },
  lastName: { label: 'Last Name', category: 'Employee Info', kind: 'text', width: 130 },
  firstName: { label: 'First Name', category: 'Employee Info', kind: 'text', width: 130 },
  payrollId: { label: 'Payroll ID', category: 'Employee Info', kind: 'text', width: 110 },
  email: { label: 'Email', category: 'Employee Info', kind: 'text', width: 230 },
  clientName: { label: 'Client', category: 'Project Info', kind: 'text', width: 150 },
  project: { label: 'Project', category: 'Project Info', kind: 'text', width: 200 },
  projectCode: { label: 'Project Code', category: 'Project Info', kind: 'text', width: 130 },
  milestone: { label: 'Milestone', category: 'Project Info', kind: 'text', width: 170 },
  deliverable: { label: 'Deliverable', category: 'Project Info', kind: 'text', width: 200 },
  taskdate: { label: 'Task Date', category: 'Time Info', kind: 'date', width: 110 },
  hours: { label: 'Hours', category: 'Time Info', kind: 'hours', width: 90 },
  role: { label: 'Role', category: 'Employee Info', kind: 'text', width: 150 },
  rate: { label: 'Rate', category: 'Financial', kind: 'money', width: 100 },
  name: { label: 'Name', category: 'Employee Info', kind: 'text', width: 180 },
  totalCost: { label: 'Total Cost', category: 'Financial', kind: 'money', width: 120 },
  supervisor: { label: 'Supervisor', category: 'Employee Info', kind: 'text', width: 180 },
  approvers: { label: 'Approvers', category: 'Status', kind: 'list', width: 260 },
  approvedOn: { label: 'Approved On', category: 'Status', kind: 'date', width: 120 },
  comment: { label: 'Comment', category: 'Other', kind: 'text', width: 320 },
  roles: { label: 'Roles', category: 'Project Info', kind: 'count', width: 80 },
  bu: { label: 'BU', category: 'Project Info', kind: 'text', width: 120 },
  department: { label: 'Department', category: 'Employee Info', kind: 'text', width: 150 },
  classification: { label: 'Classification', category: 'Project Info', kind: 'text', width: 150 },
};

export const isReportField = (value: string): value is ReportField => Object.hasOwn(FIELD_DEFINITIONS, value);

export const fieldLabel = (field: ReportField) => FIELD_DEFINITIONS[field].label;

/** Width rules of F-049: defaults 100–270, never wider than 500 nor narrower than the header needs. */
export const WIDTH_LIMITS = { defaultMin: 100, defaultMax: 270, max: 500, absoluteMin: 60 } as const;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The narrowest a column may be: room for its header text and icons, at least 60 px. */
export function minColumnWidth(field: ReportField): number {
  return Math.max(WIDTH_LIMITS.absoluteMin, Math.ceil(fieldLabel(field).length * 7.5 + 24));
}

/** Room for the whole header: its text plus the sort, group and filter icons. */
const headerWidth = (field: ReportField) => Math.ceil(fieldLabel(field).length * 9 + 88);

/** The width before any resize: the field's usual width or its whole header, kept within 100–270. */
export function defaultColumnWidth(field: ReportField): number {
  const width = Math.max(FIELD_DEFINITIONS[field].width, headerWidth(field));
  return clamp(width, WIDTH_LIMITS.defaultMin, WIDTH_LIMITS.defaultMax);
}

/** A dragged width kept within the field's minimum and 500 px. */
export function clampColumnWidth(field: ReportField, width: number): number {
  return Math.round(clamp(width, minColumnWidth(field), WIDTH_LIMITS.max));
}

/** The width shown: the saved size when there is one, else the default. */
export function columnWidth(field: ReportField, sizing: Readonly<Record<string, number>>): number {
  const size = sizing[field];
  return typeof size === 'number' ? clampColumnWidth(field, size) : defaultColumnWidth(field);
}

/** Fields of a category ('All' = every field), optionally narrowed by a case-insensitive label search. */
export function fieldsOf(
  category: (typeof FIELD_CATEGORIES)[number],
  search = '',
  order: readonly ReportField[] = REPORT_FIELDS,
): ReportField[] {
  return order.filter(
    (field) =>
      (category === 'All' || FIELD_DEFINITIONS[field].category === category) &&
      matchesQuery([fieldLabel(field), field], search),
  );
}

const SOFT_MAX_CACHE = 1000;

/**
 * A bounded memo (F-061): formatting 10k rows re-uses the text of dates already seen; past `max` entries the
 * oldest is dropped, so memory stays flat however many distinct values pass through.
 */
export function boundedCache<K, V>(compute: (key: K) => V, max = SOFT_MAX_CACHE) {
  const entries = new Map<K, V>();
  const get = (key: K): V => {
    const hit = entries.get(key);
    if (hit !== undefined || entries.has(key)) return hit as V;
    const value = compute(key);
    if (entries.size >= max) entries.delete(entries.keys().next().value as K);
    entries.set(key, value);
    return value;
  };
  return { get, size: () => entries.size };
}

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
/** 'YYYYMMDD' (or 'YYYY-MM-DD') → 'MM/DD/YYYY'; other text unchanged. */
function displayDate(value: string): string {
  const match = DATE.exec(value.replaceAll('-', '').slice(0, 8));
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}
const dateCache = boundedCache(displayDate);
export const formatReportDate = (value: string) => dateCache.get(value);
/** The size of the shared date cache (tests of F-061). */
export const reportDateCacheSize = () => dateCache.size();

export type ReportRow = { readonly [key: string]: unknown };

/** The text a cell shows (F-052): dates MM/DD/YYYY, money '$1,234.50', hours up to 2 decimals, lists joined. */
export function cellText(field: ReportField, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (FIELD_DEFINITIONS[field].kind) {
    case 'date':
      return formatReportDate(String(value));
    case 'money':
      return typeof value === 'number' ? formatMoneyExact(value) : String(value);
    case 'hours':
      return typeof value === 'number' ? formatHours(value) : String(value);
    case 'list':
      return Array.isArray(value) ? value.join(', ') : String(value);
    default:
      return String(value);
  }
}

/** A group row's total (F-052): hours with 2 decimals, money with $ and 2 decimals; null for other kinds. */
export function groupTotalText(field: ReportField, total: number): string | null {
  const kind = FIELD_DEFINITIONS[field].kind;
  if (kind === 'hours') return total.toFixed(2);
  if (kind === 'money') return formatMoneyExact(total);
  return null;
}
