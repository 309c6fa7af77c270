import type { SavedReport } from '@tally/domain/custom-reports/saved-reports';
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderWithProviders } from '../../test/renderApp.tsx';
import { rowModelHandlers } from '../finance/snapshots/fakeRowModel.ts';
import { ReportBuilder } from './ReportBuilder.tsx';
import type { BuilderRow } from './reportQuery.ts';
import { THREE_ROWS } from './testRows.ts';

/** The builder on a fake server, and how its tests read the grid (ReportBuilder*.test.tsx). */

export const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((th) => th.querySelector('.custom-report__label')?.textContent ?? '');
export const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
export const column = (label: string) => {
  const index = headers().indexOf(label);
  return bodyRows().map((cells) => cells[index]);
};
export const sortBy = (label: string) => fireEvent.click(screen.getByTitle(new RegExp(`^Sort by ${label} `)));

/** A persist that answers like the server: the list newest first. */
function fakePersist() {
  return vi.fn(async (list: SavedReport[]) =>
    [...list].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0)),
  );
}

export function renderBuilder(
  options: { rows?: BuilderRow[]; reports?: SavedReport[]; persist?: ReturnType<typeof fakePersist> } = {},
) {
  const persist = options.persist ?? fakePersist();
  let clock = Date.UTC(2026, 10, 26, 9, 7);
  const rows = options.rows ?? THREE_ROWS;
  const server = fakeServer(rowModelHandlers(() => rows));
  const view = renderWithProviders(
    <ReportBuilder
      range={RANGE}
      reports={options.reports ?? []}
      persist={persist}
      now={() => {
        clock += 1000;
        return new Date(clock);
      }}
    />,
    server,
  );
  return { ...view, persist, server };
}

export const RANGE = { startDate: '20260105', endDate: '20260111' };
/** Waits for the first window of rows. */
export const loaded = (count = 3) => screen.findByText(`${count} rows · showing 1-${count}`);
