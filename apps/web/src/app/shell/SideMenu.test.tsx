import { render, screen, within } from '@testing-library/react';
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

function renderMenu(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SideMenu entries={menu} collapsed={false} />
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

  it('opens the group holding the active child', () => {
    renderMenu('/finance/reports');
    expect(menuItem('Reports')).toHaveClass('ant-menu-item-selected');
    expect(screen.getByRole('menuitem', { name: /Finance/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no badge without a count', () => {
    renderMenu('/user/timesheets');
    expect(within(menuItem('Timesheets')).queryByText(/\d/)).not.toBeInTheDocument();
  });
});
