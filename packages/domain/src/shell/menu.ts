import type { GroupName } from '../auth/groups.ts';
import { MENU_CATALOGUE, type MenuArea, type MenuEntryDefinition } from './menu-catalogue.ts';

export { MENU_CATALOGUE, type MenuArea, type MenuEntryDefinition };

/** Areas whose screens exist; each later issue adds its own when its screens ship (never a placeholder). */
export const AREAS_WITH_SCREENS: readonly MenuArea[] = [
  'timesheets',
  'approvals',
  'profile',
  'projects',
  'finance-timesheets',
  'finance-reports',
  'finance-manual',
  'admin-users',
  'admin-clients',
  'admin-quick-edit',
  'admin-project-templates',
  'admin-taxonomy',
  'admin-settings',
  'admin-tools',
  'admin-webhooks',
  'admin-audit',
  'super-admin-configurations',
  'super-admin-settings',
  'super-admin',
  'human-resources',
  'vaccine-tracker',
  'vaccine-report',
  'performance',
  'human-resources-time-off',
];

export interface MenuItem {
  iconName: string | null;
  label: string;
  linkUrl: string;
  overrideMatchUrl: string | null;
  badgeCount: number | null;
  children: MenuItem[];
}

export interface MenuViewer {
  groups: readonly GroupName[];
  /** Someone lists the viewer as a timesheet approver. */
  isApprover?: boolean;
  flags?: { 'vaccine-tracker-enabled'?: boolean };
}

export interface MenuOptions {
  areasWithScreens?: readonly MenuArea[];
  /** Badge per area; today only 'approvals' (timesheets awaiting the viewer's approval). */
  badgeCounts?: Partial<Record<MenuArea, number>>;
}

function allowed(entry: MenuEntryDefinition, viewer: MenuViewer, areas: readonly MenuArea[]): boolean {
  // A parent shows when one of its children does, so only leaves need their area's screens.
  if (!entry.children && !areas.includes(entry.area)) return false;
  if (entry.requiresFlag && viewer.flags?.[entry.requiresFlag] === false) return false;
  if (!entry.groups) return true;
  return (
    entry.groups.some((group) => viewer.groups.includes(group)) ||
    (!!entry.alsoForApprovers && !!viewer.isApprover)
  );
}

function build(
  entry: MenuEntryDefinition,
  viewer: MenuViewer,
  options: MenuOptions,
  areas: readonly MenuArea[],
): MenuItem | null {
  if (!allowed(entry, viewer, areas)) return null;
  const children = (entry.children ?? [])
    .map((item) => build(item, viewer, options, areas))
    .filter((item): item is MenuItem => item !== null);
  if (entry.children && children.length === 0) return null;
  return {
    iconName: entry.iconName ?? null,
    label: entry.label,
    linkUrl: entry.linkUrl,
    overrideMatchUrl: entry.overrideMatchUrl ?? null,
    badgeCount: options.badgeCounts?.[entry.area] ?? null,
    children,
  };
}

/** The side menu for a viewer: entries of areas with screens whose group rule the viewer meets. */
export function buildMenu(viewer: MenuViewer, options: MenuOptions = {}): MenuItem[] {
  const areas = options.areasWithScreens ?? AREAS_WITH_SCREENS;
  return MENU_CATALOGUE.map((entry) => build(entry, viewer, options, areas)).filter(
    (item): item is MenuItem => item !== null,
  );
}

/** Whether a viewer's menu shows an area (e.g. to decide if its badge needs computing). */
export function menuShowsArea(viewer: MenuViewer, area: MenuArea, options: MenuOptions = {}): boolean {
  const areas = options.areasWithScreens ?? AREAS_WITH_SCREENS;
  return MENU_CATALOGUE.some(
    (entry) =>
      allowed(entry, viewer, areas) &&
      (entry.area === area || entry.children?.some((c) => c.area === area && allowed(c, viewer, areas))),
  );
}
