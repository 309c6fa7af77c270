import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlError } from '../../test/fakeServer.ts';
import { appServer, publicConfiguration } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { reportSheet, sheetReport } from './testing.ts';

afterEach(() => vi.unstubAllGlobals());

function reportServer(flags = false) {
  const variables: { projectId?: unknown }[] = [];
  const server = appServer({
    configuration: { ...publicConfiguration, 'logo-timesheet-url': '/report-logo.png' },
    graphql: {
      TimesheetReport: (vars) => {
        variables.push(vars);
        const report = sheetReport({ flags, onlyInternal: vars.projectId === 'p-2' });
        return {
          body: { data: { reports: { __typename: 'ReportsQueries', timesheet: reportSheet(report) } } },
        };
      },
    },
  });
  return { server, variables };
}

describe('/reports/timesheets/{timesheetId}', { timeout: 30_000 }, () => {
  it('renders header, day table grouped by project, total, highlighting and the approved-by block', async () => {
    const { server, variables } = reportServer();
    renderApp('/reports/timesheets/ts-1?projectId=p-9', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheet Report' })).toBeInTheDocument();
    expect(variables).toEqual([{ timesheetId: 'ts-1', projectId: 'p-9' }]);
    expect(screen.getByRole('img', { name: 'Acme' })).toHaveAttribute('src', '/report-logo.png');
    expect(screen.getByText('Erin Employee')).toBeInTheDocument();
    expect(screen.getByText('09/15/2024', { selector: 'dd' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Hours by day' });
    const monday = within(table).getByRole('rowheader', { name: 'Mon' }).closest('tr') as HTMLElement;
    expect(within(monday).getByText('09/09/2024')).toBeInTheDocument();
    expect(within(monday).getByText('8.25')).toBeInTheDocument();
    expect(within(monday).getByText('Apollo (APL)')).toBeInTheDocument();
    expect(monday).toHaveAttribute('data-managed', 'true');
    expect(within(table).getByText('Internal').closest('tr')).not.toHaveAttribute('data-managed');
    expect(within(table).getByText('Design review')).toBeInTheDocument();
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(total).getByText('15.75')).toBeInTheDocument();
    expect(screen.getByText('Projects that you manage')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Timesheet approved by' })).toBeInTheDocument();
    expect(screen.getByText('Pat Manager')).toBeInTheDocument();
    expect(screen.getByText('Supervisor/Client')).toBeInTheDocument();
    expect(screen.queryByText('Billable Hours')).toBeNull();
    expect(screen.queryByText('Summary by Deliverable')).toBeNull();
    expect(screen.queryByText('Filter hours by Project')).toBeNull();
  });

  it('shows billable hours and the summary by deliverable when configured', async () => {
    const { server } = reportServer(true);
    renderApp('/reports/timesheets/ts-1', server);
    expect(await screen.findByText('Billable Hours')).toBeInTheDocument();
    expect(screen.getByText('13.5', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('2.25', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summary by Deliverable' })).toBeInTheDocument();
    expect(screen.getByText('Apollo (APL) subtotal')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Timesheet Total' })).toBeInTheDocument();
  });

  it('filters hours by project with options=project-filter, and Close Filter hides the dropdown', async () => {
    const { server } = reportServer();
    const { router } = renderApp('/reports/timesheets/ts-1?options=project-filter', server);
    const select = await screen.findByLabelText('Filter hours by Project');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Internal'));
    await waitFor(() => expect(router.state.location.search).toBe('?options=project-filter&projectId=p-2'));
    const table = screen.getByRole('table', { name: 'Hours by day' });
    await waitFor(() => expect(within(table).queryByText('Apollo (APL)')).toBeNull());
    // The rows of other projects leave at once; the totals follow when the filtered report arrives.
    await waitFor(() => {
      const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
      expect(within(total).getByText('2.25')).toBeInTheDocument();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close Filter' }));
    expect(screen.queryByText('Filter hours by Project')).toBeNull();
  });

  it('says the timesheet was not found for an unknown id', async () => {
    const server = appServer({
      graphql: { TimesheetReport: () => graphqlError('NOT_FOUND', 'Timesheet not found') },
    });
    renderApp('/reports/timesheets/nope', server);
    expect(await screen.findByText('Timesheet not found')).toBeInTheDocument();
  });
});
