import { Badge, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from './menuIcons.tsx';
import { activeKeys, entryKey, type MenuEntry } from './menuMatching.ts';

type MenuItems = NonNullable<MenuProps['items']>;

function EntryLabel({ entry }: { entry: MenuEntry }) {
  const text = (
    <span className="tally-menu-label">
      {entry.label}
      {entry.badgeCount ? (
        <Badge count={entry.badgeCount} size="small" aria-label={`${entry.badgeCount} waiting`} />
      ) : null}
    </span>
  );
  if (/^https?:\/\//.test(entry.linkUrl)) return <a href={entry.linkUrl}>{text}</a>;
  return <Link to={entry.linkUrl}>{text}</Link>;
}

function toItems(entries: readonly MenuEntry[], parentKey?: string): MenuItems {
  return entries.map((entry, index) => {
    const key = entryKey(parentKey, index);
    const icon = parentKey === undefined ? <MenuIcon key={key} name={entry.iconName} /> : undefined;
    if (entry.children && entry.children.length > 0) {
      return { key, icon, label: entry.label, children: toItems(entry.children, key) };
    }
    return { key, icon, label: <EntryLabel entry={entry} /> };
  });
}

/** The server-built side menu (A-041..A-043): icons, nested groups, active entry and badges. */
export function SideMenu({ entries, collapsed }: { entries: readonly MenuEntry[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(entries), [entries]);
  const active = useMemo(() => activeKeys(entries, pathname), [entries, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(active.open);

  // Collapsed, groups open as popups on demand; expanded, the active entry's groups are open.
  useEffect(() => {
    setOpenKeys((current) => (collapsed ? [] : [...new Set([...current, ...active.open])]));
  }, [active.open, collapsed]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={active.selected}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
    />
  );
}
