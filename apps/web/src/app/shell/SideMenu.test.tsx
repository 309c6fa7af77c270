import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from './menuMatching.ts';
import { SideMenu } from './SideMenu.tsx';

const menu: MenuEntry[] = [
  { iconName: 'ClockCircleOutlined', label: 'Timesheets', linkUrl: '/user/timesheets' },
  {
    iconName: 'CheckSquareOutlined',
    label: 'Approvals',
    linkUrl: '/project-management/timesheets',
    overrideMatchUrl: '/project-management/timesheets/*',
    badgeCount: 3,
  },
  {
    iconName: 'DollarOutlined',
    label: 'Finance',
    linkUrl: '/finance',
    children: [{ label: 'Reports', linkUrl: '/finance/reports' }],
  },
];

function renderMenu(path: string, collapsed = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SideMenu entries={menu} collapsed={collapsed} />
    </MemoryRouter>,
  );
}

function menuItem(label: string) {
  const item = screen.getByRole('link', { name: new RegExp(`^${label}`) }).closest('li');
  if (!item) throw new Error(`${label} is not a menu item`);
  return item;
}

describe('SideMenu', () => {
  it('renders links with the server labels and the approvals badge', () => {
    renderMenu('/user/timesheets');
    expect(screen.getByRole('link', { name: 'Timesheets' })).toHaveAttribute('href', '/user/timesheets');
    const approvals = menuItem('Approvals');
    expect(within(approvals).getByText('3')).toBeInTheDocument();
  });

  it('marks the entry matching the path as selected', () => {
    renderMenu('/project-management/timesheets/abc');
    expect(menuItem('Approvals')).toHaveClass('ant-menu-item-selected');
    expect(menuItem('Timesheets')).not.toHaveClass('ant-menu-item-selected');
  });

  it("marks Approvals, not the viewer's own Timesheets, on another user's week (T-089)", () => {
    renderMenu('/user/timesheets/20240922?user=u-other');
    expect(menuItem('Approvals')).toHaveClass('ant-menu-item-selected');
    expect(menuItem('Timesheets')).not.toHaveClass('ant-menu-item-selected');
  });

  it('opens the group holding the active child', () => {
    renderMenu('/finance/reports');
    expect(menuItem('Reports')).toHaveClass('ant-menu-item-selected');
    expect(screen.getByRole('menuitem', { name: /Finance/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no badge without a count', () => {
    renderMenu('/user/timesheets');
    expect(within(menuItem('Timesheets')).queryByText(/\d/)).not.toBeInTheDocument();
  });

  it('moves between entries with the arrow keys and opens and closes a group from the keyboard', () => {
    renderMenu('/user/timesheets');
    // Keys go to the focused entry and bubble to the menu, as in a browser.
    const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
    const finance = screen.getByRole('menuitem', { name: /Finance/ });
    expect(finance).toHaveAttribute('aria-expanded', 'false');

    menuItem('Timesheets').focus();
    press('ArrowDown');
    expect(menuItem('Approvals')).toHaveFocus();
    press('ArrowDown');
    expect(finance).toHaveFocus();
    press('Enter');
    expect(finance).toHaveAttribute('aria-expanded', 'true');
    press('ArrowDown');
    expect(menuItem('Reports')).toHaveFocus();
    press('Home');
    expect(menuItem('Timesheets')).toHaveFocus();
    press('ArrowUp');
    expect(menuItem('Reports')).toHaveFocus();

    finance.focus();
    press('ArrowLeft');
    expect(finance).toHaveAttribute('aria-expanded', 'false');
    press('ArrowRight');
    expect(finance).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens and closes a group with a click', () => {
    renderMenu('/user/timesheets');
    const finance = screen.getByRole('menuitem', { name: /Finance/ });
    fireEvent.click(finance);
    expect(screen.getByRole('link', { name: 'Reports' })).toBeInTheDocument();
    fireEvent.click(finance);
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('collapsed, shows the icons without inline groups, the active group still marked', () => {
    renderMenu('/finance/reports', true);
    expect(screen.getByRole('menu')).toHaveClass('ant-menu-inline-collapsed');
    const finance = screen.getByRole('menuitem', { name: /Finance/ });
    expect(finance).toHaveAttribute('aria-expanded', 'false');
    expect(finance.closest('li')).toHaveClass('ant-menu-submenu-selected');
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });
});
