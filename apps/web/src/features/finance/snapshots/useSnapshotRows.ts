import { useApolloClient } from '@apollo/client/react';
import { isoToCompact } from '@tally/domain/dates';
import {
  monthsOfRange,
  type SnapshotRange,
  type SnapshotRecord,
  snapshotRecord,
} from '@tally/domain/snapshots';
import { useCallback, useEffect, useState } from 'react';
import {
  FinanceTimesheetSnapshotsDocument,
  type FinanceTimesheetSnapshotsQuery,
} from '../../../graphql/generated/graphql.ts';

type Source = FinanceTimesheetSnapshotsQuery['finance']['timesheetSnapshots'][number];

export interface SnapshotRows {
  rows: SnapshotRecord[] | null;
  loading: boolean;
  error: string | null;
  retry(): void;
}

/**
 * The snapshot rows of a range (F-016, F-023): one finance.timesheetSnapshots call for the range, or with
 * `monthly` one per calendar month of it, all at once, merged by task id in date order. Answers of a range
 * the user has left are dropped.
 */
export function useSnapshotRows(range: SnapshotRange, monthly: boolean): SnapshotRows {
  const client = useApolloClient();
  const [state, setState] = useState<{ key: string; rows: SnapshotRecord[] | null; error: string | null }>({
    key: '',
    rows: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const { start, end } = range;
  const key = `${start}|${end}|${attempt}`;

  useEffect(() => {
    let current = true;
    const key = `${start}|${end}|${attempt}`;
    const parts = monthly ? monthsOfRange({ start, end }) : [{ start, end }];
    Promise.all(
      parts.map((part) =>
        client.query({
          query: FinanceTimesheetSnapshotsDocument,
          variables: { startDate: isoToCompact(part.start), endDate: isoToCompact(part.end) },
          fetchPolicy: 'no-cache',
        }),
      ),
    )
      .then((answers) => {
        if (!current) return;
        const byId = new Map<string, Source>();
        for (const answer of answers)
          for (const row of answer.data?.finance.timesheetSnapshots ?? []) byId.set(row._id, row);
        const rows = [...byId.values()].map((row) => snapshotRecord(row));
        setState({ key, rows, error: null });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Loading the snapshot failed', error);
        setState({ key, rows: null, error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
  }, [start, end, attempt, client, monthly]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state.key === key;
  return {
    rows: fresh ? state.rows : null,
    loading: !fresh,
    error: fresh ? state.error : null,
    retry,
  };
}
