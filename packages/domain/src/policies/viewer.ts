import type { GroupName } from '../auth/groups.ts';

/**
 * Who asks, as every policy sees them: the signed-in person's id, e-mail and groups. The API's session viewer
 * and the browser's `me` both fit it.
 */
export interface PolicyViewer {
  userId: string;
  email: string | null;
  groups: readonly GroupName[];
}

export function inGroup(viewer: PolicyViewer, ...groups: GroupName[]): boolean {
  return groups.some((group) => viewer.groups.includes(group));
}
