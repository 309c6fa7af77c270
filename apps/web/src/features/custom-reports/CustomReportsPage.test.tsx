import { currentIsoWeek } from '@tally/domain/projects/financials';
import { isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { rowModelHandlers, variablesOf } from '../finance/snapshots/fakeRowModel.ts';
import { customReportRange } from './CustomReportsPage.tsx';
import { dialogTitled, THREE_ROWS } from './testRows.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const finance = { ...employee, _id: 'u-finance', groups: ['finance'] };

function reportServer(options: { fail?: boolean } = {}) {
  let stored = '[]';
  const rowModel = rowModelHandlers(() => THREE_ROWS, { fail: () => options.fail === true });
  const me = () => ({
    __typename: 'Me',
    _id: finance._id,
    settings: { __typename: 'UserSettings', timesheetDailySnapshotReports: stored },
  });
  const CustomReportSettings = vi.fn(() => ({ body: { data: { me: me() } } }));
  const SaveCustomReports = vi.fn((variables: Record<string, unknown>) => {
    const input = variables.input as { timesheetDailySnapshotReports: string };
    stored = JSON.stringify(
      (JSON.parse(input.timesheetDailySnapshotReports) as { updatedAt: string }[]).map((r) => ({
        ...r,
        updatedAt: '2026-11-26T10:00:00.000Z',
      })),
    );
    return { body: { data: { updateUserSettings: me() } } };
  });
  const server = appServer({
    me: finance,
    graphql: { ...rowModel, CustomReportSettings, SaveCustomReports },
  });
  return { server, SaveCustomReports };
}

describe('customReportRange (F-039)', () => {
  it('reads ?start=&end= and otherwise takes the current ISO week, Monday to Sunday', () => {
    expect(customReportRange('20260101', '20260131', '2026-11-26')).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
    });
    expect(customReportRange(null, null, '2026-11-26')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(customReportRange('20260131', '20260101', '2026-11-26')).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
  });
});

describe('/finance/reports/custom', () => {
  it('asks the first window of the current ISO week and shows its rows', async () => {
    const { server } = reportServer();
    renderApp('/finance/reports/custom', server);
    expect(await screen.findByRole('heading', { name: 'Custom Reports' })).toBeInTheDocument();
    expect(await screen.findByText('3 rows · showing 1-3')).toBeInTheDocument();
    const week = currentIsoWeek(isoDateOf(new Date()));
    expect(variablesOf(server.calls, 'SnapshotWindow')[0]).toMatchObject({
      query: { startDate: isoToCompact(week.start), endDate: isoToCompact(week.end) },
      offset: 0,
    });
  });

  it('saves a report through updateUserSettings as serialized text and shows it loaded', async () => {
    const { server, SaveCustomReports } = reportServer();
    renderApp('/finance/reports/custom?start=20260105&end=20260111', server);
    await screen.findByText('3 rows · showing 1-3');
    fireEvent.click(screen.getByRole('button', { name: 'Group by Project' }));
    fireEvent.click(screen.getByRole('button', { name: /^Reports/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Current View as New' }));
    const dialog = await dialogTitled('Save Current View as New');
    fireEvent.change(within(dialog).getByLabelText('Report name'), { target: { value: 'By project' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Custom Report: By project' })).toBeInTheDocument();
    const variables = SaveCustomReports.mock.calls[0]?.[0] as { id: string; input: Record<string, string> };
    expect(variables.id).toBe('u-finance');
    const [saved] = JSON.parse(variables.input.timesheetDailySnapshotReports ?? '[]');
    expect(saved).toMatchObject({ name: 'By project', tableState: { grouping: ['project'] } });
    fireEvent.click(screen.getByRole('button', { name: /^Reports/ }));
    expect(await screen.findByRole('button', { name: 'Load Report By project' })).toBeInTheDocument();
  });

  it('logs a failed fetch, ends loading and offers a retry (F-060)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = reportServer({ fail: true });
    renderApp('/finance/reports/custom', server);
    expect(await screen.findByText('The timesheets could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('No timesheets for that range')).toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Custom report: timesheet fetch failed', expect.anything()),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(variablesOf(server.calls, 'SnapshotWindow')).toHaveLength(2));
  });
});
