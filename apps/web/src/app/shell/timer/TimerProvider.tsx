import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  DiscardTimerDocument,
  RunningTimerDocument,
  StartTimerDocument,
  StopTimerDocument,
} from '../../../graphql/generated/shell/graphql.ts';
import { useAppApi } from '../../popups/appApi.ts';
import { type TimerApi, TimerContext } from './timerContext.ts';
import { useTimerShortcut } from './useTimerShortcut.ts';

/** How often the top bar asks the server for the timer (besides on focus and on another tab's change). */
export const TIMER_POLL_MS = 30_000;
/** The channel the tabs of one browser tell each other about a start, stop or discard. */
export const TIMER_CHANNEL = 'tally-timer';
const ERROR_SECONDS = 8;

/** The queries that show a sheet's hours: asked again when a stop (or a start stopping another) saved time. */
const SHEET_QUERIES = new Set(['WeekTimesheet', 'MyTimesheets', 'WeekLineBudgets']);

interface TimerMessage {
  /** True when hours were saved (or a sheet or line created): sheets on screen are read again. */
  sheets: boolean;
}

/** The dialog asking what to keep of a timer that ran too long: loaded only when one did. */
const TimerReviewDialog = lazy(() =>
  import('./TimerReviewDialog.tsx').then((module) => ({ default: module.TimerReviewDialog })),
);

/**
 * The person's running timer for the whole shell (issue 18): read from the server every 30 s, when the
 * window gets the focus or becomes visible, and at once when another tab of the browser changed it
 * (BroadcastChannel). A timer that ran past midnight or 10 hours asks what to keep.
 */
export function TimerProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { message } = useAppApi();
  const { data, previousData, refetch } = useQuery(RunningTimerDocument, {
    pollInterval: TIMER_POLL_MS,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  const me = (data ?? previousData)?.me;
  const timer = me?.runningTimer ?? null;
  const userId = me?._id ?? null;
  const [startTimer] = useMutation(StartTimerDocument);
  const [stopTimer] = useMutation(StopTimerDocument);
  const [discardTimer] = useMutation(DiscardTimerDocument);
  const [busy, setBusy] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);
  /** The run (startedAt) whose review the person put off in this tab: not asked again until the next visit. */
  const [putOff, setPutOff] = useState<string | null>(null);
  const [reviewAsked, setReviewAsked] = useState(false);

  const refresh = useCallback(
    (sheets: boolean) =>
      client.refetchQueries({
        include: 'active',
        onQueryUpdated: (query) =>
          query.queryName === 'RunningTimer' || (sheets && SHEET_QUERIES.has(query.queryName ?? '')),
      }),
    [client],
  );

  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', again);
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refetch]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel(TIMER_CHANNEL);
    opened.onmessage = (event: MessageEvent<TimerMessage>) => void refresh(event.data?.sheets === true);
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [refresh]);

  const run = useCallback(
    async (action: () => Promise<unknown>, sheets: boolean, failure: string): Promise<boolean> => {
      setBusy(true);
      try {
        await action();
        channel.current?.postMessage({ sheets } satisfies TimerMessage);
        // Done on the server: reading it back may fail (offline) without undoing that.
        await refresh(sheets).catch(() => undefined);
        return true;
      } catch (error) {
        const { fields, message: general } = readInputErrors(error);
        const reason = Object.values(fields)[0] ?? general;
        void message.error({ content: `${failure} ${reason ?? ''}`.trim(), duration: ERROR_SECONDS });
        // The server knows best (e.g. another tab stopped it meanwhile).
        void refresh(false).catch(() => undefined);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [refresh, message],
  );

  const api = useMemo<TimerApi>(() => {
    const stopKeeping = (keepHours: number | null) =>
      run(
        () => stopTimer({ variables: { keepHours } }),
        true,
        'The time was not saved and the timer keeps running:',
      );
    return {
      userId,
      timer,
      busy,
      start: async (lineItemId) => {
        // Starting another stops the running timer: one that ran too long is not stopped blindly.
        if (timer?.needsReview) {
          setReviewAsked(true);
          return false;
        }
        return run(
          () => startTimer({ variables: { lineItemId } }),
          timer !== null,
          'The timer did not start:',
        );
      },
      run,
      stop: async () => {
        if (!timer) return false;
        if (timer.needsReview) {
          setReviewAsked(true);
          return false;
        }
        return stopKeeping(null);
      },
      stopKeeping,
      discard: () =>
        run(() => discardTimer(), false, 'The timer was not discarded:').then((done) => {
          if (done) void message.success({ content: 'Timer discarded' });
          return done;
        }),
    };
  }, [userId, timer, busy, run, startTimer, stopTimer, discardTimer, message]);

  useTimerShortcut(api);

  const closeReview = (done: boolean) => {
    if (done) setReviewAsked(false);
    return done;
  };
  const review = timer?.needsReview && (reviewAsked || putOff !== timer.startedAt) ? timer : null;
  return (
    <TimerContext.Provider value={api}>
      {children}
      {review ? (
        <Suspense fallback={null}>
          <TimerReviewDialog
            timer={review}
            busy={busy}
            onKeep={(keepHours) => api.stopKeeping(keepHours).then(closeReview)}
            onDiscard={() => api.discard().then(closeReview)}
            onLater={() => {
              setPutOff(review.startedAt);
              setReviewAsked(false);
            }}
          />
        </Suspense>
      ) : null}
    </TimerContext.Provider>
  );
}
