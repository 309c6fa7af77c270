import { useMutation, useQuery } from '@apollo/client/react';
import { type OverrideRule, savedRules, serializeRules } from '@tally/domain/finance/overrides';
import { useCallback, useMemo } from 'react';
import {
  SaveSnapshotOverridesDocument,
  SnapshotOverridesDocument,
} from '../../../graphql/generated/graphql.ts';

/** The viewer's saved override rules (me.settings, F-071) and the function that saves a new list. */
export function useSnapshotOverrides() {
  const { data, loading } = useQuery(SnapshotOverridesDocument);
  const [mutate] = useMutation(SaveSnapshotOverridesDocument);
  const text = data?.me.settings.timesheetDailySnapshotOverrides;
  const rules = useMemo(() => savedRules(text), [text]);
  const userId = data?.me._id;
  const save = useCallback(
    async (next: readonly OverrideRule[]): Promise<boolean> => {
      if (!userId) return false;
      try {
        await mutate({
          variables: { id: userId, input: { timesheetDailySnapshotOverrides: serializeRules(next) } },
        });
        return true;
      } catch (error) {
        // F-071: a failed save is only logged; the modal keeps the working rules, still marked unsaved.
        console.error('Saving the override rules failed', error);
        return false;
      }
    },
    [mutate, userId],
  );
  return { rules, loading: loading && !data, save };
}
