/** The menu entry shape the shell reads from `me.menu`. */
export interface MenuEntry {
  iconName?: string | null;
  label: string;
  linkUrl: string;
  overrideMatchUrl?: string | null;
  badgeCount?: number | null;
  children?: readonly MenuEntry[];
}

function matchesPattern(pattern: string, pathname: string): boolean {
  try {
    // Patterns such as '/user/timesheets/*' are anchored at the start of the path.
    return new RegExp(`^(?:${pattern})`).test(pathname);
  } catch {
    return false;
  }
}

/** active when the path is the link (or below it), or matches the override pattern when given. */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  const link = entry.linkUrl.replace(/\/+$/, '');
  if (link !== '' && (pathname === link || pathname.startsWith(`${link}/`))) return true;
  return Boolean(entry.overrideMatchUrl) && matchesPattern(entry.overrideMatchUrl ?? '', pathname);
}

/** Stable keys by position: labels and links may repeat across the tree. */
export function entryKey(parentKey: string | undefined, index: number): string {
  return parentKey === undefined ? String(index) : `${parentKey}-${index}`;
}

export interface ActiveKeys {
  selected: string[];
  open: string[];
}

/** Keys of the active leaves and of the groups that contain them. */
export function activeKeys(entries: readonly MenuEntry[], pathname: string, parentKey?: string): ActiveKeys {
  const result: ActiveKeys = { selected: [], open: [] };
  entries.forEach((entry, index) => {
    const key = entryKey(parentKey, index);
    if (entry.children && entry.children.length > 0) {
      const inner = activeKeys(entry.children, pathname, key);
      if (inner.selected.length > 0) result.open.push(key, ...inner.open);
      result.selected.push(...inner.selected);
    } else if (isEntryActive(entry, pathname)) {
      result.selected.push(key);
    }
  });
  return result;
}

/**
 * The path the menu matches for a location: another user's week (`/user/timesheets/{end}?user=`, opened from
 * the approvals screens, T-089) belongs to Approvals, not to the viewer's own Timesheets.
 */
export function menuPathOf(pathname: string, search: string): string {
  if (pathname.startsWith('/user/timesheets/') && new URLSearchParams(search).get('user')) {
    return '/project-management/timesheets';
  }
  return pathname;
}
