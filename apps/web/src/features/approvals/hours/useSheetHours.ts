import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { ApprovalHoursDocument } from '../../../graphql/generated/graphql.ts';
import type { SheetHoursData } from './hoursModel.ts';

export interface SheetHoursState {
  /** Loads the hours of the sheets shown (one request for all not asked yet); call it on expand. */
  ensure(visibleIds: readonly string[]): void;
  get(timesheetId: string): SheetHoursData | undefined;
  loading(timesheetId: string): boolean;
  /** Why the sheet's hours could not be loaded; ensure() asks again. */
  error(timesheetId: string): Error | undefined;
}

/**
 * The inline hours of a list: nothing is read until a row opens; then the hours of every sheet the list
 * shows (its page) come in ONE request, so opening the next rows answers at once.
 */
export function useSheetHours(): SheetHoursState {
  const client = useApolloClient();
  const asked = useRef(new Set<string>());
  const [hours, setHours] = useState<ReadonlyMap<string, SheetHoursData>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<ReadonlyMap<string, Error>>(new Map());

  const ensure = useCallback(
    (visibleIds: readonly string[]) => {
      const ids = visibleIds.filter((id) => !asked.current.has(id));
      if (ids.length === 0) return;
      for (const id of ids) asked.current.add(id);
      const without = (set: ReadonlySet<string>) => new Set([...set].filter((id) => !ids.includes(id)));
      setPending((current) => new Set([...current, ...ids]));
      setFailures((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
      client
        .query({
          query: ApprovalHoursDocument,
          variables: { timesheetIds: ids },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          const sheets = data?.projectManagement.timesheetsByIds ?? [];
          setHours((current) => new Map([...current, ...sheets.map((sheet) => [sheet._id, sheet] as const)]));
        })
        .catch((caught: unknown) => {
          for (const id of ids) asked.current.delete(id);
          const error = caught instanceof Error ? caught : new Error(String(caught));
          setFailures((current) => new Map([...current, ...ids.map((id) => [id, error] as const)]));
        })
        .finally(() => setPending(without));
    },
    [client],
  );

  return {
    ensure,
    get: (id) => hours.get(id),
    loading: (id) => pending.has(id),
    error: (id) => failures.get(id),
  };
}
