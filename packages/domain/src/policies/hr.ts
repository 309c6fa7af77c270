import { inGroup, type PolicyViewer } from './viewer.ts';

/** HR screens and reports, a person's hourly cost (part 3 §2, §7): human resources only. */
export function mayReadHumanResources(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'human-resources');
}
