import {
  isBulkSyncCandidate,
  type ProjectSyncOperation,
  SYNC_PROGRESS_CLEAR_MS,
  syncMessages,
} from '@tally/domain/integrations/integrations';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SyncableProject {
  _id: string;
  name: string;
  status: string | null;
  sourceId: string | null;
}

/** What the progress display shows: project n of total, then Complete (S-028). */
export type BulkProgress =
  | { kind: 'running'; current: number; total: number; name: string }
  | { kind: 'complete'; total: number };

export interface Notify {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
  warning(text: string): void;
}

/**
 * The bulk sync (S-027..S-030): the In Progress projects linked to NetSuite, one after another; Stop halts
 * after the current project. The progress display clears 2 s after the end.
 */
export function useBulkSync(
  runOne: (operation: ProjectSyncOperation, projectId: string) => Promise<void>,
  notify: Notify,
  errorText: (error: unknown) => string,
) {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [stopping, setStopping] = useState(false);
  const stopRef = useRef(false);
  const runningRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      stopRef.current = true;
      clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(
    async (operation: ProjectSyncOperation, label: string, projects: readonly SyncableProject[]) => {
      if (runningRef.current) return;
      const candidates = projects.filter(isBulkSyncCandidate);
      if (candidates.length === 0) {
        notify.warning(syncMessages.noCandidates);
        return;
      }
      clearTimeout(timer.current);
      runningRef.current = true;
      stopRef.current = false;
      setStopping(false);
      const total = candidates.length;
      let processed = 0;
      let failed = 0;
      for (const project of candidates) {
        if (stopRef.current) break;
        setProgress({ kind: 'running', current: processed + 1, total, name: project.name });
        try {
          await runOne(operation, project._id);
        } catch (error) {
          failed += 1;
          notify.error(syncMessages.failed(project.name, errorText(error)));
        }
        processed += 1;
      }
      runningRef.current = false;
      setStopping(false);
      if (processed < total) {
        notify.info(syncMessages.stopped(processed, total));
        setProgress(null);
        return;
      }
      setProgress({ kind: 'complete', total });
      timer.current = setTimeout(() => setProgress(null), SYNC_PROGRESS_CLEAR_MS);
      if (failed > 0) notify.error(syncMessages.someFailed(failed));
      else notify.success(syncMessages.bulkSuccess(label, processed));
    },
    [runOne, notify, errorText],
  );

  const stop = useCallback(() => {
    if (!runningRef.current || stopRef.current) return;
    stopRef.current = true;
    setStopping(true);
    notify.info(syncMessages.stopping);
  }, [notify]);

  return { progress, running: progress?.kind === 'running', stopping, start, stop };
}
