/**
 * Where focus goes after a sheet is approved or declined (issue 14, keyboard): the next sheet's Approve
 * button in the same list (a table's rows or a section's cards, marked data-sheet-list / data-sheet-id),
 * else the one before, else the list's heading; never the page body.
 */
export interface FocusPlan {
  candidates: string[];
  list: Element | null;
  /** The list's section heading, read before the list may leave the page (its last sheet gone). */
  heading: HTMLElement | null;
}

const sheetSelector = (id: string) => `[data-sheet-id="${id.replace(/["\\]/g, '\\$&')}"]`;

/** Read before the action: the sheets after this one in its list, then those before it (nearest first). */
export function planFocusAfter(timesheetId: string): FocusPlan {
  const own = document.querySelector(`[data-sheet-list] ${sheetSelector(timesheetId)}`);
  const list = own?.closest('[data-sheet-list]') ?? null;
  if (!list) return { candidates: [], list: null, heading: null };
  const ids = [
    ...new Set(
      [...list.querySelectorAll<HTMLElement>('[data-sheet-id]')].map(
        (element) => element.dataset.sheetId ?? '',
      ),
    ),
  ];
  const index = ids.indexOf(timesheetId);
  return {
    candidates: [...ids.slice(index + 1), ...ids.slice(0, index).reverse()],
    list,
    heading: list.closest('section')?.querySelector<HTMLElement>('h2') ?? null,
  };
}

/** After the action: the first candidate still shown gets focus, else the list's section heading. */
export function focusAfter(plan: FocusPlan): void {
  if (!plan.list) return;
  for (const id of plan.candidates) {
    const action = document.querySelector<HTMLElement>(`${sheetSelector(id)} [data-sheet-action="approve"]`);
    if (action?.isConnected) {
      action.focus();
      return;
    }
  }
  const { heading } = plan;
  if (heading?.isConnected) {
    heading.tabIndex = -1;
    heading.focus();
  }
}
