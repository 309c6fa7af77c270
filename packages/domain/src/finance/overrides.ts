/**
 * Field overrides of the snapshot reports (F-063..F-074, C-055): rules that rewrite report fields. A rule is a
 * list of conditions (field and value) and an override (field → value); the value may hold `<field>` and
 * `<user.field>` tokens. One home for matching, applying, the editor's checks and the import's validation,
 * used by the server (to refuse a bad saved list) and the browser.
 */

export interface OverrideCondition {
  field: string;
  value: string;
}

export interface OverrideRule {
  conditions: OverrideCondition[];
  override: Record<string, string>;
}

/** A report row: field → value as the grid holds it. */
export type OverrideRow = Readonly<Record<string, unknown>>;

/** The file Export Rules writes (F-069, C-047). */
export const OVERRIDES_FILE_NAME = 'timesheet-daily-snapshot-overrides.json';

export const OVERRIDE_MESSAGES = {
  notArray: 'Invalid format: JSON must be an array.',
  invalidJson: 'Failed to import: Invalid JSON.',
  confirmImport: 'Are you sure you want to import and overwrite your current overrides?',
  confirmDelete: 'Are you sure you want to delete this override rule?',
  confirmClear: 'Are you sure you want to clear all overrides?',
  confirmClose: 'You have unsaved changes. Are you sure you want to close?',
  unsaved: '(unsaved changes)',
} as const;

/** The most rules a list may hold, and conditions or overrides a rule may hold (a sanity bound). */
export const MAX_RULES = 500;
export const MAX_PARTS = 50;

/**
 * The string form of a value (F-068): '' for null or undefined, items joined by ', ' for a list, else
 * String(value) (so 4 hours is '4' and 2.5 is '2.5').
 */
export function stringForm(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(stringForm).join(', ');
  return String(value);
}

/** Whether every condition of the rule holds for the row, comparing string forms (F-068). */
export function ruleMatches(rule: OverrideRule, row: OverrideRow): boolean {
  return (
    rule.conditions.length > 0 &&
    rule.conditions.every((condition) => stringForm(row[condition.field]) === stringForm(condition.value))
  );
}

/** The person's details that `<user.field>` tokens read (C-055), taken from the row. */
export function userDetailsOf(row: OverrideRow): Record<string, unknown> {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.name,
    email: row.email,
    payrollId: row.payrollId,
    role: row.role,
    department: row.department,
    title: row.title,
    employeeType: row.employeeType,
    supervisor: row.supervisor,
    supervisorName: row.supervisorName ?? row.supervisor,
  };
}

const TOKEN = /<(user\.)?([A-Za-z_][A-Za-z0-9_]*)>/g;

/**
 * `<field>` replaced by the row's value and `<user.field>` by the person's (C-055), in their string forms; a
 * token naming no known field stays as typed, so a misspelt one shows in the report.
 */
export function replaceTokens(
  template: string,
  row: OverrideRow,
  user: Readonly<Record<string, unknown>> = userDetailsOf(row),
): string {
  return template.replace(TOKEN, (token, userPrefix: string | undefined, field: string) => {
    const source = userPrefix ? user : row;
    return field in source ? stringForm(source[field]) : token;
  });
}

/**
 * The row with the rules applied (F-074): the rules are tried in list order against the row as it came (so
 * one rule's output does not make another match) and a later matching rule wins for the same field; tokens
 * read the row as it came. The row is returned unchanged (the same object) when no rule matches.
 */
export function applyOverridesToRow<T extends OverrideRow>(row: T, rules: readonly OverrideRule[]): T {
  let result: Record<string, unknown> | null = null;
  let user: Record<string, unknown> | null = null;
  for (const rule of rules) {
    if (!ruleMatches(rule, row)) continue;
    result ??= { ...row };
    user ??= userDetailsOf(row);
    for (const [field, value] of Object.entries(rule.override)) {
      result[field] = replaceTokens(value, row, user);
    }
  }
  return (result ?? row) as T;
}

export function applyOverrides<T extends OverrideRow>(
  rows: readonly T[],
  rules: readonly OverrideRule[],
): T[] {
  if (rules.length === 0) return rows as T[];
  return rows.map((row) => applyOverridesToRow(row, rules));
}

/** One line of the rule editor: a field and a value, either may still be empty. */
export interface DraftPair {
  field: string | null;
  value: string;
}

export interface RuleDraft {
  conditions: DraftPair[];
  overrides: DraftPair[];
}

/**
 * Why the editor's Save stays disabled (F-066), or null when the rule is complete: at least one condition and
 * one override; every condition has a field and a value; every override a field and a non-empty value.
 */
export function ruleDraftProblem(draft: RuleDraft): string | null {
  if (draft.conditions.length === 0) return 'Add at least one condition.';
  if (draft.overrides.length === 0) return 'Add at least one override.';
  if (draft.conditions.some((pair) => !pair.field || pair.value === ''))
    return 'Every condition needs a field and a value.';
  if (draft.overrides.some((pair) => !pair.field || pair.value.trim() === ''))
    return 'Every override needs a field and a value.';
  const fields = draft.overrides.map((pair) => pair.field);
  if (new Set(fields).size !== fields.length) return 'Each field can be overridden once per rule.';
  return null;
}

export function draftOfRule(rule: OverrideRule | null): RuleDraft {
  if (!rule) return { conditions: [{ field: null, value: '' }], overrides: [{ field: null, value: '' }] };
  return {
    conditions: rule.conditions.map((condition) => ({ field: condition.field, value: condition.value })),
    overrides: Object.entries(rule.override).map(([field, value]) => ({ field, value })),
  };
}

/** The rule of a complete draft (check ruleDraftProblem first). */
export function ruleOfDraft(draft: RuleDraft): OverrideRule {
  return {
    conditions: draft.conditions.map((pair) => ({ field: pair.field ?? '', value: pair.value })),
    override: Object.fromEntries(draft.overrides.map((pair) => [pair.field ?? '', pair.value])),
  };
}

export type RulesResult = { ok: true; rules: OverrideRule[] } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const scalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Why one rule of a list is not a rule, or null; `n` counts from 1. */
function ruleProblem(value: unknown, n: number): string | null {
  const at = `Invalid format: rule ${n}`;
  if (!isRecord(value)) return `${at} is not an object.`;
  const { conditions, override } = value;
  if (!Array.isArray(conditions) || conditions.length === 0 || conditions.length > MAX_PARTS)
    return `${at} needs a list of 1 to ${MAX_PARTS} conditions.`;
  for (const condition of conditions) {
    if (!isRecord(condition) || typeof condition.field !== 'string' || condition.field === '')
      return `${at} has a condition without a field.`;
    if (!scalar(condition.value) || String(condition.value) === '')
      return `${at} has a condition on ${condition.field} without a value.`;
  }
  if (!isRecord(override)) return `${at} needs an override object.`;
  const entries = Object.entries(override);
  if (entries.length === 0 || entries.length > MAX_PARTS)
    return `${at} needs 1 to ${MAX_PARTS} overridden fields.`;
  for (const [field, text] of entries) {
    if (field === '' || !scalar(text) || String(text).trim() === '')
      return `${at} overrides ${field || 'a field'} without a value.`;
  }
  return null;
}

/**
 * A parsed JSON value checked as a rule list (F-070): an array of rules, each with 1..50 conditions (field and
 * value) and an override of 1..50 fields with non-empty values. Numbers and booleans become strings.
 */
export function validateRules(value: unknown): RulesResult {
  if (!Array.isArray(value)) return { ok: false, message: OVERRIDE_MESSAGES.notArray };
  if (value.length > MAX_RULES)
    return { ok: false, message: `Invalid format: at most ${MAX_RULES} rules are allowed.` };
  for (const [index, rule] of value.entries()) {
    const problem = ruleProblem(rule, index + 1);
    if (problem) return { ok: false, message: problem };
  }
  const rules = (value as { conditions: { field: string; value: unknown }[]; override: object }[]).map(
    (rule) => ({
      conditions: rule.conditions.map((condition) => ({
        field: condition.field,
        value: String(condition.value),
      })),
      override: Object.fromEntries(
        Object.entries(rule.override).map(([field, text]) => [field, String(text)]),
      ),
    }),
  );
  return { ok: true, rules };
}

/** The text of an imported file or a saved setting, parsed and checked (F-070). */
export function parseRules(text: string): RulesResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: OVERRIDE_MESSAGES.invalidJson };
  }
  return validateRules(value);
}

/** The saved setting read leniently: no setting or a broken one is no rules. */
export function savedRules(text: string | null | undefined): OverrideRule[] {
  if (!text) return [];
  const result = parseRules(text);
  return result.ok ? result.rules : [];
}

/** The serialized text of a list (the setting and the exported file). */
export function serializeRules(rules: readonly OverrideRule[]): string {
  return JSON.stringify(rules, null, 2);
}

/** Whether two lists are the same rules in the same order (the '(unsaved changes)' marker, F-063). */
export function sameRules(a: readonly OverrideRule[], b: readonly OverrideRule[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
