import type { TextKind } from '@tally/domain/shared/input-rules';
import { ICS_MESSAGES } from '@tally/domain/timesheets/calendar-events';

/**
 * What kind of value each argument (or input field) name carries, so the input guard knows its cap and rule.
 * Names not listed fall back to their GraphQL type: an ID is a `code`, any other text a `description`.
 */
const TEXT_KINDS: Record<string, TextKind> = {};
const kinds: [TextKind, string[]][] = [
  [
    'name',
    [
      'firstName',
      'lastName',
      'name',
      'shortName',
      'clientName',
      'clientShortName',
      'deliverableName',
      'milestoneName',
      'taxonomyName',
      'quickbooksCustomerName',
      'quickbooksEmployeeName',
      'quickbooksPayrollItem',
      'role',
      'department',
      'employeeType',
      'term',
      'category',
      'type',
      'timeOffType',
      'transactionType',
      'status',
      'sector',
      'sortBy',
      'collection',
      'fieldKey',
      'field',
      'kind',
      'valueType',
      'relatedModelName',
      'source',
      'vaccineVersion',
      'currentScheduler',
    ],
  ],
  [
    'code',
    ['projectCode', 'payrollId', 'accountingCode', 'accountingCodeSuffix', 'expenseId', 'cronExpression'],
  ],
  ['email', ['email', 'userEmail', 'emails']],
  ['title', ['title', 'jobName', 'search', 'queryString', 'contentType', 'mimeType', 'cronDescription']],
  ['fileName', ['fileName']],
  ['comment', ['comment', 'comments', 'note', 'exceptionText']],
  ['description', ['description', 'query', 'value']],
  ['url', ['url', 'documentUrl', 'icsUrl', 'vaccineProof']],
  ['document', ['agGridColumns', 'timesheetDailySnapshotOverrides', 'timesheetDailySnapshotReports']],
  ['secret', ['password', 'newPassword', 'currentPassword', 'token']],
];
for (const [kind, names] of kinds) for (const name of names) TEXT_KINDS[name] = kind;

export function textKindOf(name: string, typeName: string): TextKind {
  return TEXT_KINDS[name] ?? (typeName === 'ID' ? 'code' : 'description');
}

/** Text arguments holding a date typed as YYYYMMDD. */
export function isDateName(name: string): boolean {
  return /date$/i.test(name) || name === 'dateValue';
}

export type NumberKind =
  | { kind: 'money'; max: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'count' };

const MONEY = { kind: 'money', max: 1_000_000 } as const;
const BUDGET = { kind: 'money', max: 1_000_000_000 } as const;

const NUMBER_KINDS: Record<string, NumberKind> = {
  rate: MONEY,
  blendedRate: MONEY,
  defaultRate: MONEY,
  hourlyCost: MONEY,
  amount: MONEY,
  proposedAmount: MONEY,
  budgetedHours: MONEY,
  budget: BUDGET,
  expenseBudget: BUDGET,
  proposedBudget: BUDGET,
  totalBilledAmount: BUDGET,
  budgetPercent: { kind: 'range', min: 0, max: 999 },
  // Time-off transactions carry negative hours (TAKEN); the per-field rules refine the day's 0-24.
  hours: { kind: 'range', min: -10_000, max: 10_000 },
  startTime: { kind: 'range', min: 0, max: 24 },
  keepHours: { kind: 'range', min: 0, max: 24 },
  limit: { kind: 'count' },
  offset: { kind: 'count' },
  size: { kind: 'count' },
  lineItemIndex: { kind: 'count' },
};

/** Every other number is finite and within ±1,000,000,000. */
export function numberKindOf(name: string): NumberKind {
  return NUMBER_KINDS[name] ?? { kind: 'range', min: -1_000_000_000, max: 1_000_000_000 };
}

/**
 * Link arguments whose screen words the refusal of a non-web address itself (the guard's generic sentence
 * otherwise): the calendar import dialog says what it always said.
 */
export const LINK_REFUSALS: Readonly<Record<string, string>> = { icsUrl: ICS_MESSAGES.invalidUrl };
