import type { DbOrTx } from '@tally/db';
import { applyTokens } from '@tally/domain/custom-reports/report-tokens';
import { applyOverridesToRow, type OverrideRule, savedRules } from '@tally/domain/finance/overrides';
import { type SnapshotSource, snapshotRecord } from '@tally/domain/finance/snapshots';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { cachedConfiguration, listConfigurationRows } from '../../../super-admin/index.ts';
import { findSavedOverrides } from './queries/saved-overrides.ts';
import type { SnapshotRowRecord } from './records.ts';

/** Whether configuration daily-snapshot-overrides is 'true' (F-019, F-024). */
function overridesEnabled(db: DbOrTx): Promise<boolean> {
  return cachedConfiguration(db, 'daily-snapshot-overrides', async () => {
    const values = toConfigurationValues(await listConfigurationRows(db));
    return readString(values, 'daily-snapshot-overrides') === 'true';
  });
}

/**
 * The rules that apply to a user's snapshot rows: their saved overrides (me.settings, F-071) when the
 * configuration turns overrides on, else none.
 */
export async function overrideRulesOf(db: DbOrTx, userId: string): Promise<OverrideRule[]> {
  if (!(await overridesEnabled(db))) return [];
  return savedRules(await findSavedOverrides(db, userId));
}

/**
 * A row as the screens and files get it: the rules applied as the browser applied them (F-068/F-074: to the
 * row's shown form, dates MM/DD/YYYY and approvers joined, so a condition on a date matches what the user
 * sees; the overridden fields then hold the rule's text), then `<field>` tokens replaced (F-042, C-055).
 */
export function finishRow(row: SnapshotRowRecord, rules: readonly OverrideRule[]): SnapshotRowRecord {
  let out = row;
  if (rules.length > 0) {
    const shown = snapshotRecord(row as unknown as SnapshotSource);
    const applied = applyOverridesToRow(shown, rules);
    if (applied !== shown) {
      out = { ...row };
      for (const [field, value] of Object.entries(applied))
        if (value !== shown[field]) (out as Record<string, unknown>)[field] = value;
    }
  }
  return applyTokens(out);
}
