import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureExportLinks } from '../../../test/exportLinks.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { resetViewportAfterEach, setViewportWidth } from '../../../test/viewport.ts';
import { tableRows } from '../../time-off/timeOffFixtures.ts';
import { timeOffReportRange } from './TimeOffReportPage.tsx';

resetViewportAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const finance = { ...employee, _id: 'u-fin', groups: ['finance'] };
const line = (
  id: string,
  userId: string,
  name: string,
  type: string,
  date: string,
  kind: string,
  hours: number,
) => ({
  __typename: 'TimeOffReportRow',
  _id: id,
  userId,
  name,
  email: `${userId}@example.com`,
  payrollId: userId === 'erin' ? 'P-1' : null,
  timeOffType: type,
  date,
  transactionType: kind,
  hours,
});

describe('/finance/reports/timeoff (F-028)', () => {
  it('defaults to the year to date', () => {
    expect(timeOffReportRange(null, null, '2026-11-26')).toEqual({ start: '2026-01-01', end: '2026-11-26' });
    expect(timeOffReportRange('20260301', '20260331', '2026-11-26')).toEqual({
      start: '2026-03-01',
      end: '2026-03-31',
    });
  });

  it('totals the transactions per user and type, expands to them, and exports them', async () => {
    const FinanceTimeOffReport = vi.fn(() => ({
      body: {
        data: {
          finance: {
            __typename: 'FinanceQueries',
            timeOffReport: [
              line('1', 'erin', 'Erin Employee', 'PTO', '20260101', 'EARNED', 120),
              line('2', 'erin', 'Erin Employee', 'PTO', '20260302', 'TAKEN', -8),
              line('3', 'otto', 'Otto Other', 'Sick Leave', '20260401', 'TAKEN', -4),
            ],
          },
        },
      },
    }));
    renderApp(
      '/finance/reports/timeoff?start=20260101&end=20260630',
      appServer({ me: finance, graphql: { FinanceTimeOffReport } }),
    );
    expect(await screen.findByRole('heading', { name: 'Time Off Report' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Time off per user and type' });
    await waitFor(() => expect(tableRows(table)).toHaveLength(2));
    expect(FinanceTimeOffReport).toHaveBeenCalledWith({ startDate: '20260101', endDate: '20260630' });
    expect(tableRows(table).map((row) => row.slice(1))).toEqual([
      ['Erin Employeeerin@example.com', 'P-1', 'PTO', '120.00', '0.00', '-8.00', '112.00'],
      ['Otto Otherotto@example.com', '', 'Sick Leave', '0.00', '0.00', '-4.00', '-4.00'],
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: /expand row/i })[0]!);
    const lines = await screen.findByRole('table', { name: 'PTO transactions of Erin Employee' });
    expect(tableRows(lines)).toEqual([
      ['01/01/2026', 'EARNED', '120.00'],
      ['03/02/2026', 'TAKEN', '-8.00'],
    ]);

    const links = captureExportLinks();
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(links.map((link) => link.path)).toEqual([
      '/api/reports/time-off.csv',
      '/api/reports/time-off.xlsx',
    ]);
    expect(links[0]!.params).toEqual({ startDate: '20260101', endDate: '20260630' });
  });

  it('fits a 390 px phone: each user and type is a card, nothing scrolls sideways (issue 14)', async () => {
    setViewportWidth(390);
    const FinanceTimeOffReport = vi.fn(() => ({
      body: {
        data: {
          finance: {
            __typename: 'FinanceQueries',
            timeOffReport: [
              line('1', 'erin', 'Erin Employee', 'PTO', '20260101', 'EARNED', 120),
              line('2', 'erin', 'Erin Employee', 'PTO', '20260302', 'TAKEN', -8),
            ],
          },
        },
      },
    }));
    renderApp(
      '/finance/reports/timeoff?start=20260101&end=20260630',
      appServer({ me: finance, graphql: { FinanceTimeOffReport } }),
    );
    const table = await screen.findByRole('table', { name: 'Time off per user and type' });
    await waitFor(() => expect(tableRows(table)).toHaveLength(1));
    expect(table.closest('.ant-table-wrapper')).toHaveClass('table-phone-cards');
    expect(table.closest('.ant-table-content')).not.toHaveStyle({ overflowX: 'auto' });
    const card = within(table).getAllByRole('cell');
    expect(card.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      [null, expect.any(String)],
      ['', 'Erin Employeeerin@example.com'],
      ['Time-off type', 'PTO'],
      ['Earned', '120.00'],
      ['Taken', '-8.00'],
      ['Net', '112.00'],
    ]);
    // Payroll ID and Rollover are one tap away.
    expect(screen.getByText(/2 columns\s+left off the cards/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns of Time off per user and type' })).toBeInTheDocument();

    // A user's transactions are cards too, each value named.
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    const lines = await screen.findByRole('table', { name: 'PTO transactions of Erin Employee' });
    expect(
      within(lines)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Date', 'Transaction', 'Hours']);
  });

  it('says when the range holds no transactions and widens it in one click (issue 14)', async () => {
    const FinanceTimeOffReport = vi.fn(() => ({
      body: { data: { finance: { __typename: 'FinanceQueries', timeOffReport: [] } } },
    }));
    renderApp(
      '/finance/reports/timeoff?start=20260101&end=20260105',
      appServer({ me: finance, graphql: { FinanceTimeOffReport } }),
    );
    expect(await screen.findByText('No time-off transactions for that range')).toBeInTheDocument();
    expect(screen.getByText(/on the date of its transaction/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show 11/01/2025 - 01/05/2026' }));
    await waitFor(() =>
      expect(FinanceTimeOffReport).toHaveBeenLastCalledWith({ startDate: '20251101', endDate: '20260105' }),
    );
  });

  it('tells a range over a year is too large instead of asking', async () => {
    const FinanceTimeOffReport = vi.fn();
    renderApp(
      '/finance/reports/timeoff?start=20240101&end=20261231',
      appServer({ me: finance, graphql: { FinanceTimeOffReport } }),
    );
    expect(await screen.findByText('The selected date range is too large.')).toBeInTheDocument();
    expect(FinanceTimeOffReport).not.toHaveBeenCalled();
  });
});
