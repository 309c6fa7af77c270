import { inGroup, type PolicyViewer } from './viewer.ts';

/** Resource utilization: senior management and admins. */
export function mayReadUtilization(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'senior-management', 'admin');
}
