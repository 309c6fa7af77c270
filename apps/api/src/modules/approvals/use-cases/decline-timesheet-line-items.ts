import type { Viewer } from '../../../auth/sessions.ts';
import type { SheetDepth } from '../records.ts';
import { type DecideDeps, decideSteps } from './decide-steps.ts';

/** Declines the viewer's pending steps with the (required, Gap 33) comments; the sheet becomes Declined. */
export function declineTimesheetLineItems(
  deps: DecideDeps,
  viewer: Viewer,
  input: { timesheetId: string; comments: string },
  depth: SheetDepth = 'full',
) {
  return decideSteps(deps, viewer, { ...input, decision: 'Declined' }, depth);
}
