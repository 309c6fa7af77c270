import { inGroup, type PolicyViewer } from './viewer.ts';

/** The vaccine tracker's report: the vaccine-report group. */
export function mayReadVaccineReport(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'vaccine-report');
}
