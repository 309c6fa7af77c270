import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused } from '../../../test/disabledReason.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { makeTimesheet, serverTimesheet, WEEK_DATES, withHours } from '../lines/timesheet.fixture.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { CalendarImportButton } from './CalendarImportButton.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const event = (id: string, subject: string, start: string, end: string) => ({
  __typename: 'CalendarEvent',
  id,
  subject,
  start,
  end,
  location: null,
});

function setup(
  config: Record<string, string> = {},
  extra: { defaultOpen?: boolean; onClosed?(): void } = {},
) {
  const base = makeTimesheet();
  const server = fakeServer({
    Configurations: () => ({
      body: {
        data: {
          configurations: Object.entries({ 'calendar-outlook-import': 'true', ...config }).map(
            ([key, value]) => ({
              __typename: 'Configuration',
              key,
              value,
            }),
          ),
        },
      },
    }),
    CalendarEvents: () => ({
      body: {
        data: {
          calendarEvents: [
            // Mon 09/16 09:05–10:00 New York: 09:00, 1 h.
            event('a', 'Standup', '2024-09-16T13:05:00.000Z', '2024-09-16T14:00:00.000Z'),
            // Tue 09/17 14:00–15:20: 14:00, 1.25 h.
            event('b', 'Review', '2024-09-17T18:00:00.000Z', '2024-09-17T19:20:00.000Z'),
            // Next week: not offered.
            event('c', 'Later', '2024-09-24T13:00:00.000Z', '2024-09-24T14:00:00.000Z'),
          ],
        },
      },
    }),
    AddHours: () => ({ body: { data: { addHours: serverTimesheet(withHours(base, 1, '20240917', 1.25)) } } }),
    UpdateHours: () => ({
      body: { data: { updateHours: serverTimesheet(withHours(base, 1, '20240916', 3)) } },
    }),
  });
  const onChanged = vi.fn<(updated: Timesheet) => void>();
  renderWithProviders(
    <CalendarImportButton timesheet={base} weekDates={WEEK_DATES} onChanged={onChanged} {...extra} />,
    server,
  );
  const operations = () =>
    server.calls.map((c) => c.body as { operationName: string; variables: Record<string, unknown> });
  return { operations, onChanged, server };
}

describe('CalendarImportButton', { timeout: 30_000 }, () => {
  it('loads an ICS feed, offers the week as draft entries and imports them with addHours', async () => {
    const { operations, onChanged } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Import calendar events/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import calendar events' });
    // Load waits for an address and says so (issue 14).
    expectRefused(within(dialog).getByRole('button', { name: 'Load events' }));
    await expectDisabledReason(
      within(dialog).getByRole('button', { name: 'Load events' }),
      'Enter the calendar address first',
    );
    await user.type(
      within(dialog).getByLabelText('Calendar address (ICS)'),
      'https://cal.example.com/me.ics',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Load events' }));
    expect(await within(dialog).findByText('Standup')).toBeInTheDocument();
    expect(operations().find((o) => o.operationName === 'CalendarEvents')?.variables).toEqual({
      icsUrl: 'https://cal.example.com/me.ics',
      startDate: '20240915',
      endDate: '20240921',
    });
    expect(within(dialog).queryByText('Later')).toBeNull();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Mon 09/1609:00–10:001Standup'),
      expect.stringContaining('Tue 09/1714:00–15:151.25Review'),
    ]);
    // Every event goes to "Internal · Training"; Monday already has 2 h there, so it is topped up.
    await user.click(within(dialog).getByLabelText('Task for all events'));
    await user.click(await screen.findByTitle('Internal · Training'));
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 events' }));
    expect(await screen.findByText('Successfully imported Outlook events')).toBeInTheDocument();
    const saves = operations()
      .filter((o) => /Hours$/.test(o.operationName))
      .map(({ operationName, variables }) => ({ operationName, variables }));
    expect(saves).toEqual([
      {
        operationName: 'UpdateHours',
        variables: { taskId: 'task-1-20240916', hours: 3, startTime: 9 },
      },
      {
        operationName: 'AddHours',
        variables: {
          timesheetId: 'ts-1',
          user: 'u-employee',
          projectId: 'p-1',
          deliverableId: 'd-1',
          date: '20240917',
          hours: 1.25,
          startTime: 14,
        },
      },
    ]);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("drops the previous load's answer when the next load fails", async () => {
    const { server } = setup();
    server.graphql.CalendarEvents = (variables) =>
      variables.icsUrl === 'https://cal.example.com/empty.ics'
        ? { body: { data: { calendarEvents: [] } } }
        : { body: { errors: [{ message: 'The calendar could not be fetched' }] } };
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Import calendar events/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import calendar events' });
    const address = within(dialog).getByLabelText('Calendar address (ICS)');
    await user.type(address, 'https://cal.example.com/empty.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Load events' }));
    expect(await within(dialog).findByText('No events in this week.')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://cal.example.com/gone.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Load events' }));
    expect(await within(dialog).findByText('The calendar could not be fetched')).toBeInTheDocument();
    expect(within(dialog).queryByText('No events in this week.')).toBeNull();
  });

  it('says so when the Outlook sign-in popup is blocked', async () => {
    setup({ 'calendar-graph-client-id': 'app-id' });
    vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: /Import calendar events/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import calendar events' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Load Outlook events' }));
    expect(
      await within(dialog).findByText('Popup was blocked. Please allow popups for this site.'),
    ).toBeInTheDocument();
  });

  it('opens at once when the week page saw its stand-in pressed, and says when it closes', async () => {
    const onClosed = vi.fn();
    setup({}, { defaultOpen: true, onClosed });
    const dialog = await screen.findByRole('dialog', { name: 'Import calendar events' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });
});
