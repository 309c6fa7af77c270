import {
  addReport,
  checkReportName,
  normalizeTableState,
  type ReportTableState,
  removeReport,
  reportStatus,
  type SavedReport,
  updateReport,
} from '@tally/domain/custom-reports/saved-reports';
import { useState } from 'react';
import type { ConfirmRequest } from './ReportDialogs.tsx';
import { newReportId } from './reportId.ts';

/** Writes the whole list; answers the server's list, or null when the save failed (only logged, F-060). */
export type PersistReports = (reports: SavedReport[]) => Promise<SavedReport[] | null>;

interface NameRequest {
  mode: 'new' | 'rename';
  report: SavedReport | null;
  error: string | null;
}

/**
 * The saved-report states and their transitions (F-053..F-059): none loaded, loaded clean, loaded modified;
 * every change to the list goes to the server whole and the UI follows the server's answer.
 */
export function useReportFlow(options: {
  reports: readonly SavedReport[];
  persist: PersistReports;
  state: ReportTableState;
  apply(state: ReportTableState): void;
  now(): Date;
}) {
  const { reports, persist, state, apply, now } = options;
  const [loaded, setLoaded] = useState<SavedReport | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [naming, setNaming] = useState<NameRequest | null>(null);
  const [saving, setSaving] = useState(false);
  const status = reportStatus(loaded, state);

  const load = (report: SavedReport) => {
    apply(normalizeTableState(report.tableState));
    setLoaded(report);
  };

  /** Saves `next`; then `pick` chooses the report to show as loaded from the server's answer. */
  const save = async (
    next: SavedReport[],
    pick?: (answer: SavedReport[]) => SavedReport | null | undefined,
  ) => {
    setSaving(true);
    const answer = await persist(next);
    setSaving(false);
    if (!answer) return false;
    if (pick) {
      const chosen = pick(answer);
      if (chosen !== undefined) setLoaded(chosen);
    }
    return true;
  };
  const byIdOrName = (id: string, name: string) => (answer: SavedReport[]) =>
    answer.find((r) => r.id === id) ??
    answer.find((r) => r.name.toLowerCase() === name.toLowerCase()) ??
    null;

  const writeName = async (request: NameRequest, name: string, overwrite: SavedReport | null) => {
    const stamp = now().toISOString();
    let ok: boolean;
    if (request.mode === 'rename' && request.report) {
      const id = request.report.id;
      ok = await save(updateReport(reports, id, { name }, stamp), (answer) => {
        if (loaded?.id === id) return byIdOrName(id, name)(answer);
        return loaded && loaded.id === overwrite?.id ? null : undefined;
      });
    } else if (overwrite) {
      ok = await save(
        updateReport(reports, overwrite.id, { tableState: state }, stamp),
        byIdOrName(overwrite.id, name),
      );
    } else {
      const id = newReportId();
      ok = await save(addReport(reports, { id, name, tableState: state }, stamp), byIdOrName(id, name));
    }
    if (ok) setNaming(null);
  };

  const submitName = (input: string) => {
    if (!naming) return;
    const check = checkReportName(input, reports, naming.mode === 'rename' ? naming.report?.id : undefined);
    if (check.kind === 'invalid') return setNaming({ ...naming, error: check.message });
    if (check.kind === 'ok') return void writeName(naming, check.name, null);
    setConfirm({
      title: 'Report Name Already Exists',
      content: `A report named "${check.existing.name}" already exists. Do you want to overwrite it?`,
      okText: 'Overwrite',
      danger: true,
      onOk: () => void writeName(naming, check.name, check.existing),
    });
  };

  return {
    loaded,
    status,
    saving,
    confirm,
    closeConfirm: () => setConfirm(null),
    naming,
    closeNaming: () => setNaming(null),
    submitName,
    saveNew: () => setNaming({ mode: 'new', report: null, error: null }),
    rename: (report: SavedReport) => setNaming({ mode: 'rename', report, error: null }),
    load: (report: SavedReport) => {
      if (status !== 'modified' || !loaded) return load(report);
      setConfirm({
        title: 'Unsaved Changes',
        content: `Your changes to "${loaded.name}" are not saved. Discard them and load "${report.name}"?`,
        okText: 'Discard & Load',
        danger: true,
        onOk: () => load(report),
      });
    },
    saveChanges: () => {
      if (!loaded) return;
      void save(
        updateReport(reports, loaded.id, { tableState: state }, now().toISOString()),
        byIdOrName(loaded.id, loaded.name),
      );
    },
    discard: () => loaded && apply(normalizeTableState(loaded.tableState)),
    remove: (report: SavedReport) =>
      setConfirm({
        title: 'Delete Report',
        content: `Delete the report "${report.name}"? This cannot be undone.`,
        okText: 'Delete',
        danger: true,
        onOk: () =>
          void save(removeReport(reports, report.id), () => (loaded?.id === report.id ? null : undefined)),
      }),
    /** Reset All (F-059): asks, then unloads the report; the caller restores the default state. */
    resetAll: (restore: () => void) =>
      setConfirm({
        title: 'Reset All',
        content:
          'Unload the current report and restore the default columns, sorting, grouping, sizes and filters?',
        okText: 'Reset All',
        danger: true,
        onOk: () => {
          setLoaded(null);
          restore();
        },
      }),
    ask: setConfirm,
  };
}
