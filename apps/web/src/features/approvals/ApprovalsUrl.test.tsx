import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfiguration } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { approvalsServer } from './testing.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 20, 10)); // Friday 09/20/2024, week ending Sunday 09/22
});

afterEach(() => {
  vi.useRealTimers();
});

/** Issue 14 (item 8): a week in the approvals URL is always named by its end, the configured week-end day. */
describe('/project-management/timesheets/{endDate}', { timeout: 30_000 }, () => {
  it('replaces a date that is not a week end by the end of its week, keeping the view and project', async () => {
    const { router } = renderApp(
      '/project-management/timesheets/20240918?view=View+by+Week&project=p-2',
      approvalsServer({}),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/project-management/timesheets/20240922'),
    );
    expect(router.state.location.search).toBe('?view=View+by+Week&project=p-2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Approvals' })).toBeInTheDocument();
  });

  it('follows the configured week-end day: with Saturday, 09/18 belongs to the week ending 09/21', async () => {
    const { router } = renderApp(
      '/project-management/timesheets/20240918',
      approvalsServer({}, {}, { ...publicConfiguration, 'week-end-day': 'sat' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/project-management/timesheets/20240921'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a week end as it is', async () => {
    const { router } = renderApp('/project-management/timesheets/20240915', approvalsServer({}));
    expect(await screen.findByRole('heading', { name: 'Approvals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project-management/timesheets/20240915');
    expect(router.state.historyAction).toBe('POP');
  });
});
