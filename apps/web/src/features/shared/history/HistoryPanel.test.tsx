import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = { ...employee, _id: 'u-admin', groups: ['admin'] };

/** Entries as the server writes them (the texts come from @tally/domain/shared/history-changes). */
const entry = (
  id: string,
  action: string,
  subject: string,
  changes: { field: string; from: string; to: string }[],
  tokenName: string | null = null,
) => ({
  __typename: 'HistoryEntry',
  id,
  at: '2026-03-02T09:30:00.000Z',
  type: 'x',
  action,
  actorName: 'Ada Admin',
  tokenName,
  subject,
  changes: changes.map((change) => ({ __typename: 'HistoryChange', ...change })),
});

const ENTRIES = [
  entry('e1', 'Webhook created', 'https://hooks.example.com/tally', [
    { field: 'URL', from: '', to: 'https://hooks.example.com/tally' },
    { field: 'Events', from: '', to: 'timesheet.approved, project.budget_threshold' },
  ]),
  entry('e2', 'Approver removed', 'Erin Employee', [{ field: 'Approver', from: 'pat@example.com', to: '' }]),
  entry(
    'e3',
    'User edited',
    'Erin Employee',
    [{ field: 'Default rate', from: '$80.00', to: '$92.50' }],
    'Payroll sync',
  ),
];

function auditServer() {
  return appServer({
    me: admin,
    graphql: { History: () => ({ body: { data: { history: ENTRIES } } }) },
  });
}

const historyCalls = (server: ReturnType<typeof appServer>) =>
  server.calls
    .filter((call) => (call.body as { operationName?: string } | undefined)?.operationName === 'History')
    .map((call) => (call.body as { variables: Record<string, unknown> }).variables);

describe('History views (issue #17)', () => {
  it('lists each change with its label, the value before and after, and says when a value was removed', async () => {
    renderApp('/admin/audit', auditServer());
    expect(await screen.findByRole('heading', { name: 'Audit', level: 1 })).toBeInTheDocument();
    const webhook = (await screen.findByText('Webhook created')).closest('tr') as HTMLElement;
    expect(webhook).toHaveTextContent('Events: timesheet.approved, project.budget_threshold');

    const removed = screen.getByText('Approver removed').closest('tr') as HTMLElement;
    // Removed: the old value struck through and 'none', never an arrow pointing at nothing.
    expect(within(removed).getByText('pat@example.com').closest('del')).not.toBeNull();
    expect(removed).toHaveTextContent('Approver: pat@example.com → none');

    const edited = screen.getByText('User edited').closest('tr') as HTMLElement;
    expect(edited).toHaveTextContent('Default rate: $80.00 → $92.50');
    expect(edited).toHaveTextContent('via token “Payroll sync”');
  });

  it('filters by an action named in words and exports what is shown', async () => {
    const server = auditServer();
    renderApp('/admin/audit', server);
    await screen.findByText('Webhook created');
    const filter = screen.getByRole('combobox', { name: 'Filter by action' });
    fireEvent.mouseDown(filter);
    // Some thirty actions: typing narrows them.
    fireEvent.change(filter, { target: { value: 'resub' } });
    // One event per resubmitted sheet: the action reads in the singular.
    fireEvent.click(await screen.findByTitle('Timesheet resubmitted'));
    await vi.waitFor(() =>
      expect(historyCalls(server).at(-1)).toMatchObject({
        subject: 'PORTAL',
        type: 'timesheets-resubmitted',
      }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/history.csv?subject=PORTAL&type=timesheets-resubmitted',
    );
  });
});
