import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_TITLE } from '../../../app/NoAccess.tsx';
import { expectDisabledReason } from '../../../test/disabledReason.ts';
import type { FakeResponse } from '../../../test/fakeServer.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { ONE_PROJECT } from './BudgetToolPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = { ...employee, _id: 'u-admin', groups: ['admin'] };

const statuses = {
  BudgetToolStatuses: () => ({
    body: {
      data: {
        taxonomy: {
          __typename: 'Taxonomy',
          _id: 't-status',
          terms: ['In Progress', 'Closed', 'Pending', 'On Hold'].map((name) => ({
            __typename: 'TaxonomyTerm',
            _id: `term-${name}`,
            name,
          })),
        },
      },
    },
  }),
};

function toolServer(answers: FakeResponse[], me = admin) {
  let index = 0;
  const server = appServer({
    me,
    graphql: statuses,
    rest: { '/api/update-budget-used': () => answers[Math.min(index++, answers.length - 1)]! },
  });
  const toolCalls = () =>
    server.calls
      .filter((call) => call.url.startsWith('/api/update-budget-used'))
      .map((call) => ({
        method: call.method,
        csrf: call.headers['x-tally-csrf'],
        params: Object.fromEntries(new URL(call.url, 'http://localhost').searchParams),
      }));
  return { server, toolCalls };
}

const batch = (updated: number, hasMore: boolean, skipped = 0): FakeResponse => ({
  body: {
    success: true,
    message: `Successfully updated ${updated} project budget(s).`,
    hasMore,
    updated,
    skipped,
  },
});

async function openTool(server: ReturnType<typeof appServer>) {
  renderApp('/admin/tools', server);
  await screen.findByRole('heading', { name: 'Project Budgets' });
}

describe('/admin/tools: Project Budgets', { timeout: 30_000 }, () => {
  it('has labelled controls with the defaults: count 10, In Progress, not forced', async () => {
    const { server } = toolServer([]);
    await openTool(server);
    expect(screen.getByLabelText('Project ID (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Number of projects')).toHaveValue('10');
    expect(screen.getByLabelText('Statuses')).toBeInTheDocument();
    expect(
      screen.getByText('In Progress', { selector: '.ant-select-selection-item-content' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Force/ })).not.toBeChecked();
  });

  it('runs batches of 10 while hasMore until the count is reached, then sums the updates', async () => {
    const { server, toolCalls } = toolServer([batch(10, true), batch(8, true, 2), batch(5, false)]);
    await openTool(server);
    fireEvent.change(screen.getByLabelText('Number of projects'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Force/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Successfully updated 23 project budget(s).')).toBeInTheDocument();
    expect(screen.getByText('2 project(s) skipped: recalculated in the last 24 hours.')).toBeInTheDocument();
    expect(toolCalls()).toEqual(
      [0, 10, 20].map((offset) => ({
        method: 'POST',
        csrf: '1',
        params: {
          numberOfProjectsToUpdate: '25',
          offset: String(offset),
          statuses: 'In Progress',
          force: 'true',
        },
      })),
    );
    const bar = screen.getByRole('progressbar', { name: 'Projects processed' });
    expect(bar).toHaveAttribute('aria-valuetext', '25 of 25');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('stops when the server has no more projects', async () => {
    const { server, toolCalls } = toolServer([batch(4, false)]);
    await openTool(server);
    fireEvent.change(screen.getByLabelText('Number of projects'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Successfully updated 4 project budget(s).')).toBeInTheDocument();
    expect(toolCalls()).toHaveLength(1);
    expect(toolCalls()[0]?.params).not.toHaveProperty('force');
  });

  it('updates one project by id and shows the server message', async () => {
    const { server, toolCalls } = toolServer([batch(1, false)]);
    await openTool(server);
    const id = '6f1c2a9e-1b7d-4c55-9a7e-0c2b5d1e3f40';
    fireEvent.change(screen.getByLabelText('Project ID (optional)'), { target: { value: ` ${id} ` } });
    // Count and statuses do not apply to one project, and say so (issue 14).
    expect(screen.getByLabelText('Number of projects')).toBeDisabled();
    await expectDisabledReason(screen.getByLabelText('Number of projects'), ONE_PROJECT);
    await expectDisabledReason(screen.getByLabelText('Statuses'), ONE_PROJECT);
    expect(ONE_PROJECT).toBe(
      'Only the project with this ID is updated: clear the Project ID to choose others',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Successfully updated 1 project budget(s).')).toBeInTheDocument();
    expect(toolCalls().map((call) => call.params)).toEqual([{ projectId: id }]);
  });

  it('refuses an invalid project ID without calling the server', async () => {
    const { server, toolCalls } = toolServer([batch(1, false)]);
    await openTool(server);
    fireEvent.change(screen.getByLabelText('Project ID (optional)'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Invalid project ID.')).toBeInTheDocument();
    expect(screen.getByLabelText('Project ID (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(toolCalls()).toEqual([]);
  });

  it("says 'Failed to update budgets' with the server's reason when a batch fails", async () => {
    const { server, toolCalls } = toolServer([
      batch(10, true),
      { status: 403, body: { success: false, message: 'You are not allowed to do this.' } },
    ]);
    await openTool(server);
    fireEvent.change(screen.getByLabelText('Number of projects'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Failed to update budgets')).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(toolCalls()).toHaveLength(2);
    // The button leaves its loading state (happy-dom keeps antd's fading spinner in its name).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Run$/ })).not.toHaveClass('ant-btn-loading'),
    );
  });

  it('falls back to the known statuses when the taxonomy is missing', async () => {
    const server = appServer({
      me: admin,
      graphql: { BudgetToolStatuses: () => ({ body: { data: { taxonomy: null } } }) },
    });
    await openTool(server);
    fireEvent.mouseDown(screen.getByLabelText('Statuses'));
    expect(await screen.findByTitle('Pending')).toBeInTheDocument();
  });

  it('tells people outside the admin group the page is not theirs (the server refuses the endpoint too)', async () => {
    renderApp('/admin/tools', appServer({ me: employee, graphql: statuses }));
    expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Project Budgets' })).toBeNull();
  });
});
