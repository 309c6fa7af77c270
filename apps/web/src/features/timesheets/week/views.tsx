import { type ComponentType, lazy } from 'react';
import { TimesheetGrid } from '../grid/TimesheetGrid.tsx';
import type { TimesheetViewProps } from '../shared/view-props.ts';

// Grid, the default view, comes with the week route; Blocks and Calendar load when chosen (or remembered).
const TimesheetBlocks = lazy(() =>
  import('../grid/TimesheetBlocks.tsx').then((module) => ({ default: module.TimesheetBlocks })),
);
const TimesheetCalendar = lazy(() =>
  import('../calendar/TimesheetCalendar.tsx').then((module) => ({ default: module.TimesheetCalendar })),
);

export const VIEW_NAMES = ['Grid', 'Blocks', 'Calendar'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/** The views that exist so far; a missing one renders nothing until its engineer ships it. */
export const VIEWS: Partial<Record<ViewName, ComponentType<TimesheetViewProps>>> = {
  Grid: TimesheetGrid,
  Blocks: TimesheetBlocks,
  Calendar: TimesheetCalendar,
};

const STORAGE_KEY = 'tally.timesheet-view';

export function storedView(): ViewName {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return VIEW_NAMES.find((name) => name === stored && VIEWS[name]) ?? 'Grid';
  } catch {
    return 'Grid';
  }
}

export function storeView(view: ViewName): void {
  try {
    localStorage.setItem(STORAGE_KEY, view);
  } catch {
    // Without storage the choice lasts until the page is left.
  }
}
