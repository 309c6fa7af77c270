import { isoDateOf } from '@tally/domain/shared/dates';
import { useMemo } from 'react';

/** Today's local date as YYYY-MM-DD, read once per render of the calling screen. */
export function useToday(): string {
  return useMemo(() => isoDateOf(new Date()), []);
}
