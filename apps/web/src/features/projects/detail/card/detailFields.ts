import { compactToIso, isCompactDate, isoToDisplay } from '@tally/domain/shared/dates';
import { formatMoney } from '@tally/domain/shared/money';
import type { ProjectHeaderFragment } from '../../../../graphql/generated/graphql.ts';

/**
 * The fields the configuration project-details-fields may list (M-029), each with its label and how it
 * reads. The configuration is a JSON list of these keys (or of objects with `field`/`key` and an optional
 * `label`); listed fields show in the listed order, unknown keys are ignored.
 */
const date = (compact: string | null | undefined) =>
  compact && isCompactDate(compact) ? isoToDisplay(compactToIso(compact)) : null;
const isoDay = (iso: string | null | undefined) => (iso ? isoToDisplay(iso.slice(0, 10)) : null);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const DETAIL_FIELDS: Record<
  string,
  { label: string; value: (p: ProjectHeaderFragment) => string | null }
> = {
  projectCode: { label: 'Project Code', value: (p) => p.projectCode ?? null },
  accountingCode: { label: 'Accounting Code', value: (p) => p.accountingCode ?? null },
  accountingCodeSuffix: { label: 'Accounting Code Suffix', value: (p) => p.accountingCodeSuffix ?? null },
  jobName: { label: 'Job Name', value: (p) => p.jobName ?? null },
  sectors: { label: 'Sectors', value: (p) => (p.sectors.length > 0 ? p.sectors.join(', ') : null) },
  proposedBudget: {
    label: 'Proposed Budget',
    value: (p) =>
      p.proposedBudget === null || p.proposedBudget === undefined ? null : formatMoney(p.proposedBudget),
  },
  totalBilledAmount: {
    label: 'Total Billed Amount',
    value: (p) =>
      p.totalBilledAmount === null || p.totalBilledAmount === undefined
        ? null
        : formatMoney(p.totalBilledAmount),
  },
  startDate: { label: 'Start Date', value: (p) => date(p.startDate) },
  globallyVisible: { label: 'Globally Visible', value: (p) => yesNo(p.globallyVisible) },
  complete: { label: 'Complete', value: (p) => yesNo(p.complete) },
  deductExpenses: { label: 'Deduct Expenses', value: (p) => yesNo(p.deductExpenses) },
  updatedAt: { label: 'Last Updated', value: (p) => isoDay(p.updatedAt) },
  syncedAt: { label: 'Last Synced', value: (p) => isoDay(p.syncedAt) },
  sourceId: { label: 'Accounting ID', value: (p) => p.sourceId ?? null },
};

export const DEFAULT_DETAIL_FIELDS = ['projectCode', 'sectors', 'startDate'];

export interface DetailField {
  key: string;
  label: string;
}

/** Reads project-details-fields; falls back to the default list when it is missing or not a JSON list. */
export function detailFields(configured: string | undefined): DetailField[] {
  let keys: { key: string; label?: string }[] = DEFAULT_DETAIL_FIELDS.map((key) => ({ key }));
  if (configured?.trim()) {
    try {
      const parsed: unknown = JSON.parse(configured);
      if (Array.isArray(parsed)) {
        keys = parsed.flatMap((entry) => {
          if (typeof entry === 'string') return [{ key: entry }];
          if (entry && typeof entry === 'object') {
            const record = entry as Record<string, unknown>;
            const key = record.field ?? record.key ?? record.name;
            const label = typeof record.label === 'string' ? record.label : undefined;
            return typeof key === 'string' ? [{ key, ...(label ? { label } : {}) }] : [];
          }
          return [];
        });
      }
    } catch {
      // Not JSON: keep the default list.
    }
  }
  const seen = new Set<string>();
  return keys.flatMap(({ key, label }) => {
    const known = DETAIL_FIELDS[key];
    if (!known || seen.has(key)) return [];
    seen.add(key);
    return [{ key, label: label ?? known.label }];
  });
}
