import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { WeekTimesheetDocument } from '../../../graphql/generated/week/graphql.ts';
import type { Timesheet } from './view-props.ts';

export interface WeekTimesheet {
  /** The sheet; null when none exists for the week, undefined while the first answer is loading. */
  timesheet: Timesheet | null | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch(): Promise<unknown>;
  /** Replaces the week's sheet in the cache (after create, any mutation, or null after delete). */
  setTimesheet(updated: Timesheet | null): void;
}

/**
 * The timesheet of the week ending `endDate` (YYYYMMDD, a week-end day) with `timesheet(endDate, user)`:
 * the viewer's own sheet, or `user`'s sheet (read-only unless the server says canEdit).
 */
export function useWeekTimesheet(endDate: string, user?: string): WeekTimesheet {
  const client = useApolloClient();
  const variables = { endDate, user: user ?? null };
  const { data, loading, error, refetch } = useQuery(WeekTimesheetDocument, { variables });

  const setTimesheet = useCallback(
    (updated: Timesheet | null) => {
      client.writeQuery({
        query: WeekTimesheetDocument,
        variables: { endDate, user: user ?? null },
        data: { timesheet: updated },
      });
    },
    [client, endDate, user],
  );

  return {
    timesheet: data ? data.timesheet : undefined,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch: () => refetch(),
    setTimesheet,
  };
}
