import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { resetViewportAfterEach, setViewportWidth } from '../../test/viewport.ts';
import { approvalSheet, approvalsServer, step } from './testing.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 20, 10)); // Friday 09/20/2024, week ending Sunday 09/22
});

afterEach(() => {
  vi.useRealTimers();
});

resetViewportAfterEach();

/** Issue 14 (items 5 and 8): the queue keeps one approval chip per approver on a phone and a tablet too. */
describe('the approvals queue at every width', { timeout: 30_000 }, () => {
  it.each([390, 760, 1280])('shows each pending sheet’s approver chips at %i px', async (width) => {
    setViewportWidth(width);
    const steps = [
      step(['pm@example.com', 'admin@example.com'], 'Approval Pending', 'p-1'),
      step(['finance@example.com'], 'Approved', 'p-2'),
    ];
    const server = approvalsServer({
      pending: () => [approvalSheet({ _id: 'a', name: 'Ada Lovelace', approvalsRequired: steps })],
    });
    renderApp('/project-management/timesheets/20240915', server);
    const pending = await screen.findByRole('table', { name: 'Pending Timesheet Approvals' });
    const row = within(pending).getByText('Ada Lovelace').closest('tr') as HTMLElement;
    const chips = [
      within(row).getByText(/pm \+1: Approval Pending/),
      within(row).getByText(/finance: Approved/),
    ];
    // Stacked rows name each cell: the chips sit under 'Approvals', wrapping within the row.
    for (const chip of chips) expect(chip.closest('td')).toHaveAttribute('data-label', 'Approvals');
  });
});
