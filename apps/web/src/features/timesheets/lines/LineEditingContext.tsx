import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { type AppApi, useAppApi } from '../../../app/popups/appApi.ts';
import type { Timesheet } from '../shared/view-props.ts';

export interface LineEditing {
  timesheet: Timesheet;
  readOnly: boolean;
  onChanged(updated: Timesheet): void;
  /**
   * Runs the timesheet's mutations one after another, so answers arrive in the order the edits were made
   * and a slower, older answer never overwrites a newer sheet.
   */
  run<T>(mutation: () => Promise<T>): Promise<T>;
  /** Error and warning toasts, themed like the rest of the app (saves confirm quietly: `announce`). */
  notify: AppApi['message'];
  /** Says a quiet confirmation (a saved cell) to screen readers, in the view's polite live region. */
  announce(text: string): void;
}

const LineEditingContext = createContext<LineEditing | null>(null);

interface ProviderProps {
  timesheet: Timesheet;
  readOnly: boolean;
  onChanged(updated: Timesheet): void;
  children: ReactNode;
}

/** What every line, cell and dialog of a view needs to change the sheet. */
export function LineEditingProvider({ timesheet, readOnly, onChanged, children }: ProviderProps) {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const { message: notify } = useAppApi();
  // Each announcement gets a new id (a new node), so the same words twice in a row are said again.
  const [announcement, setAnnouncement] = useState<{ text: string; id: number } | null>(null);
  const announce = useCallback(
    (text: string) => setAnnouncement((last) => ({ text, id: (last?.id ?? 0) + 1 })),
    [],
  );
  const value = useMemo<LineEditing>(
    () => ({
      timesheet,
      readOnly,
      onChanged,
      run: (mutation) => {
        const next = queue.current.then(mutation, mutation);
        queue.current = next.catch(() => undefined);
        return next;
      },
      notify,
      announce,
    }),
    [timesheet, readOnly, onChanged, notify, announce],
  );
  return (
    <LineEditingContext.Provider value={value}>
      {children}
      <output aria-live="polite" className="tally-sr-only">
        {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
      </output>
    </LineEditingContext.Provider>
  );
}

export function useLineEditing(): LineEditing {
  const editing = useContext(LineEditingContext);
  if (!editing) throw new Error('useLineEditing() is only available inside a LineEditingProvider');
  return editing;
}
