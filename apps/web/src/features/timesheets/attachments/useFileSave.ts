import { useCallback, useState } from 'react';
import { useAppApi } from '../../../app/popups/appApi.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { errorText } from './errorText.ts';

export const UPDATED = 'Updated Successfully';
export const DELETED = 'Deleted Successfully';

/**
 * Runs one save of the files panels: the sheet it answers goes to onChanged, then 'Updated Successfully' or
 * 'Deleted Successfully'; a failure shows the server's message (T-072). Resolves true when saved.
 */
export function useFileSave(onChanged: (updated: Timesheet) => void) {
  // The App context's message renders inside the page's React tree (themed, unmounted with it).
  const { message } = useAppApi();
  const [busy, setBusy] = useState(false);
  const save = useCallback(
    async (action: () => Promise<Timesheet | undefined>, success: string): Promise<boolean> => {
      setBusy(true);
      try {
        const updated = await action();
        if (updated) onChanged(updated);
        void message.success(success);
        return true;
      } catch (error) {
        void message.error({ content: errorText(error), duration: 6 });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onChanged, message],
  );
  return { save, busy };
}
