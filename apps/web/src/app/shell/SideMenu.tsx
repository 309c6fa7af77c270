import { ConfigProvider } from 'antd';
import useMenuStyle from 'antd/es/menu/style';
import { type KeyboardEvent, type ReactNode, useContext, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Popover, Tooltip } from '../../ui/popups.tsx';
import { MenuIcon } from './menuIcons.tsx';
import { activeKeys, entryKey, type MenuEntry, menuPathOf } from './menuMatching.ts';

/** antd's inline menu indents each level by this much. */
const LEVEL_INDENT_PX = 24;

function EntryLabel({ entry }: { entry: MenuEntry }) {
  const text = (
    <span className="tally-menu-label">
      {entry.label}
      {entry.badgeCount ? <MenuBadge count={entry.badgeCount} /> : null}
    </span>
  );
  if (/^https?:\/\//.test(entry.linkUrl)) return <a href={entry.linkUrl}>{text}</a>;
  return <Link to={entry.linkUrl}>{text}</Link>;
}

/** antd's small count badge (99+ past 99), drawn by shell.css. */
function MenuBadge({ count }: { count: number }) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label antd's Badge gave the count, kept as it was.
    <span className="tally-menu-badge" aria-label={`${count} waiting`}>
      <sup title={String(count)}>{count > 99 ? '99+' : count}</sup>
    </span>
  );
}

interface MenuState {
  prefix: string;
  /** The style's hash and CSS-variable classes, which collapsed groups' pop-ups carry too. */
  rootClasses: string;
  collapsed: boolean;
  selected: readonly string[];
  open: readonly string[];
  toggle(key: string): void;
}

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

function Item({
  entry,
  itemKey,
  level,
  menu,
}: {
  entry: MenuEntry;
  itemKey: string;
  level: number;
  menu: MenuState;
}) {
  const { prefix, collapsed } = menu;
  const icon = level === 1 ? <MenuIcon name={entry.iconName} /> : null;
  const inline = !collapsed && level > 0;
  const item = (
    <li
      className={classes(
        `${prefix}-item`,
        menu.selected.includes(itemKey) && `${prefix}-item-selected`,
        !icon && `${prefix}-item-only-child`,
      )}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: antd's menu markup, which its styles select.
      role="menuitem"
      tabIndex={-1}
      data-menu-key={itemKey}
      style={inline ? { paddingLeft: LEVEL_INDENT_PX * level } : undefined}
    >
      {icon}
      <span className={`${prefix}-title-content`}>
        <EntryLabel entry={entry} />
      </span>
    </li>
  );
  if (!collapsed || level !== 1) return item;
  return (
    <Tooltip
      title={<EntryLabel entry={entry} />}
      placement="right"
      classNames={{ root: `${prefix}-inline-collapsed-tooltip` }}
    >
      {item}
    </Tooltip>
  );
}

function Group({
  entry,
  itemKey,
  level,
  menu,
}: {
  entry: MenuEntry;
  itemKey: string;
  level: number;
  menu: MenuState;
}) {
  const { prefix, collapsed } = menu;
  const listId = useId();
  const open = !collapsed && menu.open.includes(itemKey);
  const selected = menu.selected.some((key) => key.startsWith(`${itemKey}-`));
  const children = (entry.children ?? []).map((child, index) => (
    <Entry
      key={entryKey(itemKey, index)}
      entry={child}
      itemKey={entryKey(itemKey, index)}
      level={level + 1}
      menu={menu}
    />
  ));
  const title = (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the menu's keydown handler opens and closes groups (Enter, Space, arrows).
    <div
      role="menuitem"
      className={`${prefix}-submenu-title`}
      tabIndex={-1}
      data-menu-key={itemKey}
      aria-expanded={open}
      aria-haspopup="true"
      aria-controls={listId}
      style={collapsed ? undefined : { paddingLeft: LEVEL_INDENT_PX * level }}
      onClick={collapsed ? undefined : () => menu.toggle(itemKey)}
    >
      {level === 1 ? <MenuIcon name={entry.iconName} /> : null}
      <span className={`${prefix}-title-content`}>{entry.label}</span>
      <i className={`${prefix}-submenu-arrow`} />
    </div>
  );
  return (
    <li
      className={classes(
        `${prefix}-submenu`,
        collapsed ? `${prefix}-submenu-vertical` : `${prefix}-submenu-inline`,
        open && `${prefix}-submenu-open`,
        selected && `${prefix}-submenu-selected`,
      )}
      role="none"
    >
      {collapsed ? (
        <Popover
          placement="rightTop"
          arrow={false}
          classNames={{ root: 'tally-menu-popup' }}
          content={
            <div
              className={`${prefix}-submenu ${prefix}-submenu-popup ${prefix} ${prefix}-dark ${menu.rootClasses} ${prefix}-submenu-placement-rightTop`}
            >
              {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: antd's menu markup, which its styles select. */}
              <ul className={`${prefix} ${prefix}-sub ${prefix}-vertical`} role="menu" id={listId}>
                {children}
              </ul>
            </div>
          }
        >
          {title}
        </Popover>
      ) : (
        title
      )}
      {open ? (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: antd's menu markup, which its styles select.
        <ul className={`${prefix} ${prefix}-sub ${prefix}-inline`} role="menu" id={listId}>
          {children}
        </ul>
      ) : null}
    </li>
  );
}

function Entry(props: { entry: MenuEntry; itemKey: string; level: number; menu: MenuState }): ReactNode {
  return props.entry.children && props.entry.children.length > 0 ? <Group {...props} /> : <Item {...props} />;
}

/**
 * Arrow keys move between the visible entries as in antd's menu; Home and End go to the ends; Enter or
 * Space on a group opens or closes it, on an entry follows its link; Left closes the group, Right opens it.
 */
function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>, menu: MenuState) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-menu-key]')];
  const current = items.indexOf(document.activeElement as HTMLElement);
  const focus = (index: number) => {
    event.preventDefault();
    items[(index + items.length) % items.length]?.focus();
  };
  const key = items[current]?.dataset.menuKey;
  const isGroup = items[current]?.getAttribute('aria-haspopup') === 'true';
  switch (event.key) {
    case 'ArrowDown':
      return focus(current + 1);
    case 'ArrowUp':
      return focus(current < 0 ? items.length - 1 : current - 1);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(items.length - 1);
    case 'Enter':
    case ' ':
      if (key === undefined || event.target !== items[current]) return;
      event.preventDefault();
      if (isGroup) menu.toggle(key);
      else items[current]?.querySelector('a')?.click();
      return;
    case 'ArrowLeft':
    case 'ArrowRight':
      if (
        key !== undefined &&
        isGroup &&
        !menu.collapsed &&
        menu.open.includes(key) === (event.key === 'ArrowLeft')
      ) {
        event.preventDefault();
        menu.toggle(key);
      }
  }
}

/**
 * The server-built side menu (A-041..A-043): icons, nested groups, active entry and badges. antd's Menu
 * markup and styles, without antd's Menu component (rc-menu and its overflow measuring, which only a
 * horizontal menu uses): about 15 KB gzipped less on every shell route's first load.
 */
export function SideMenu({ entries, collapsed }: { entries: readonly MenuEntry[]; collapsed: boolean }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('menu');
  const cssVarClass = `${prefix}-css-var`;
  const [hashId, cssVarCls] = useMenuStyle(prefix, cssVarClass);
  const { pathname: path, search } = useLocation();
  const pathname = menuPathOf(path, search);
  const active = useMemo(() => activeKeys(entries, pathname), [entries, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(active.open);

  // Collapsed, groups open as popups on demand; expanded, the active entry's groups are open.
  useEffect(() => {
    setOpenKeys((current) => (collapsed ? [] : [...new Set([...current, ...active.open])]));
  }, [active.open, collapsed]);

  const rootClasses = classes(hashId, cssVarCls, cssVarClass);
  const menu: MenuState = {
    prefix,
    rootClasses,
    collapsed,
    selected: active.selected,
    open: openKeys,
    toggle: (key) =>
      setOpenKeys((current) =>
        current.includes(key) ? current.filter((open) => open !== key) : [...current, key],
      ),
  };

  return (
    <ul
      className={classes(
        prefix,
        `${prefix}-root`,
        collapsed ? `${prefix}-vertical` : `${prefix}-inline`,
        `${prefix}-dark`,
        collapsed && `${prefix}-inline-collapsed`,
        rootClasses,
      )}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: antd's menu markup, which its styles select.
      role="menu"
      tabIndex={0}
      onKeyDown={(event) => onMenuKeyDown(event, menu)}
    >
      {entries.map((entry, index) => (
        <Entry
          key={entryKey(undefined, index)}
          entry={entry}
          itemKey={entryKey(undefined, index)}
          level={1}
          menu={menu}
        />
      ))}
    </ul>
  );
}
