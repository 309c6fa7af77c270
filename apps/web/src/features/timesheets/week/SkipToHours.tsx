import { type MouseEvent, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** Where the shell keeps its pages' skip links: first in the tab order, before the top bar and the menu. */
const SLOT_ID = 'tally-skip-links';

/** The first hours input of the week (grid or day list), else Add Task, else the week's status. */
function hoursTarget(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('[data-hours-grid] input[data-row]') ??
    document.querySelector<HTMLElement>('[data-after-create]') ??
    document.querySelector<HTMLElement>('.week-summary')
  );
}

/**
 * 'Skip to the hours' (issue #14): the first stop of the Tab order on the week page, shown when focused,
 * moving the focus straight into the grid past the top bar, the menu and the week's toolbar.
 */
export function SkipToHours() {
  // Found after the first commit: the shell and the page may render in the same pass.
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(SLOT_ID)), []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = hoursTarget();
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'nearest' });
  };
  const link = (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is an in-page link; the script picks the first cell
    <a className="tally-skip-link" href="#week-hours" onClick={onClick}>
      Skip to the hours
    </a>
  );
  return slot ? createPortal(link, slot) : link;
}
