import type { Viewer } from '../../../auth/sessions.ts';
import type { SheetDepth } from '../records.ts';
import { type DecideDeps, decideSteps } from './decide-steps.ts';

/** Approves every pending step of the sheet that names the viewer; Approved once all steps are (Gap 32). */
export function approveTimesheetLineItems(
  deps: DecideDeps,
  viewer: Viewer,
  timesheetId: string,
  depth: SheetDepth = 'full',
) {
  return decideSteps(deps, viewer, { timesheetId, decision: 'Approved' }, depth);
}
