import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
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
  /** Success and error toasts, themed like the rest of the app. */
  notify: AppApi['message'];
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
    }),
    [timesheet, readOnly, onChanged, notify],
  );
  return <LineEditingContext.Provider value={value}>{children}</LineEditingContext.Provider>;
}

export function useLineEditing(): LineEditing {
  const editing = useContext(LineEditingContext);
  if (!editing) throw new Error('useLineEditing() is only available inside a LineEditingProvider');
  return editing;
}
