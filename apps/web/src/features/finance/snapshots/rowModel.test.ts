import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../../graphql/client.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { rowModelHandlers, variablesOf } from './fakeRowModel.ts';
import { SnapshotRowModel, TIMEOUT_MESSAGE, WINDOW_PAGE } from './rowModel.ts';

afterEach(() => vi.restoreAllMocks());

const rows = Array.from({ length: 20_000 }, (_, n) => ({ _id: `r-${n}`, hours: n }));
const QUERY = { startDate: '20260101', endDate: '20261231' };

function setup(
  delay?: (variables: Record<string, unknown>) => Promise<void> | undefined,
  fail?: () => string | boolean,
) {
  const server = fakeServer(rowModelHandlers(() => rows, { delay, fail }));
  const client = createApolloClient({ onUnauthenticated: () => {}, fetch: server.fetch });
  const model = new SnapshotRowModel(client, QUERY);
  const changed = vi.fn();
  model.attach(changed);
  return { server, model, changed };
}

describe('SnapshotRowModel', () => {
  it('asks each page once, 200 rows at a time, with 100 rows ahead of the view', async () => {
    const { server, model } = setup();
    model.ensure([], 0, 23);
    model.ensure([], 0, 23);
    await waitFor(() => expect(model.summary()).toEqual({ total: 20_000, hours: 199_990_000, totalCost: 0 }));
    expect(model.rowAt([], 199)).toEqual({ _id: 'r-199', hours: 199 });
    expect(model.rowAt([], 200)).toBeUndefined();
    model.ensure([], 90, 113);
    await waitFor(() => expect(model.rowAt([], 200)).toBeDefined());
    expect(variablesOf(server.calls, 'SnapshotWindow').map((v) => [v.offset, v.limit])).toEqual([
      [0, WINDOW_PAGE],
      [WINDOW_PAGE, WINDOW_PAGE],
    ]);
  });

  it('shows the first rows before the totals, counting the rows known so far, and asks the totals once', async () => {
    let openTotals = () => {};
    const totalsGate = new Promise<void>((resolve) => {
      openTotals = resolve;
    });
    const { server, model } = setup((variables) => ('offset' in variables ? undefined : totalsGate));
    expect(model.rowCount()).toBeNull();
    model.ensure([], 0, 23);
    await waitFor(() => expect(model.rowAt([], 0)).toEqual({ _id: 'r-0', hours: 0 }));
    expect(model.summary()).toBeNull();
    expect(model.rowCount()).toBe(WINDOW_PAGE);
    model.ensure([], 150, 173);
    await waitFor(() => expect(model.rowCount()).toBe(2 * WINDOW_PAGE));
    openTotals();
    await waitFor(() => expect(model.rowCount()).toBe(20_000));
    expect(model.summary()?.total).toBe(20_000);
    expect(variablesOf(server.calls, 'SnapshotTotals')).toHaveLength(1);
  });

  it('keeps at most 40 pages, dropping the farthest from the view, and asks a dropped page again', async () => {
    const { server, model } = setup();
    for (let page = 0; page < 50; page++) {
      model.ensure([], page * WINDOW_PAGE + 100, page * WINDOW_PAGE + 101);
      await waitFor(() => expect(model.rowAt([], page * WINDOW_PAGE + 100)).toBeDefined());
    }
    expect(model.rowAt([], 0)).toBeUndefined();
    expect(model.rowAt([], 49 * WINDOW_PAGE)).toBeDefined();
    const asked = variablesOf(server.calls, 'SnapshotWindow').length;
    model.ensure([], 0, 1);
    await waitFor(() => expect(model.rowAt([], 0)).toBeDefined());
    expect(variablesOf(server.calls, 'SnapshotWindow')).toHaveLength(asked + 1);
  });

  it('cancels its requests once detached and never reports nor keeps their late answers', async () => {
    const { model, changed } = setup(() => new Promise((resolve) => setTimeout(resolve, 30)));
    changed.mockClear();
    model.ensure([], 0, 1);
    model.detach();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changed).not.toHaveBeenCalled();
    expect(model.summary()).toBeNull();
    expect(model.error).toBeNull();
  });

  it('keeps its requests when attached again at once (React StrictMode remounts)', async () => {
    const { model, changed } = setup(() => new Promise((resolve) => setTimeout(resolve, 30)));
    model.ensure([], 0, 1);
    model.detach();
    model.attach(changed);
    changed.mockClear();
    await waitFor(() => expect(model.summary()?.total).toBe(20_000));
    expect(changed).toHaveBeenCalled();
  });

  it("says a query that ran past the server's statement timeout took too long and how to narrow it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { model } = setup(undefined, () => 'TIMEOUT');
    model.ensure([], 0, 1);
    await waitFor(() => expect(model.error?.message).toBe(TIMEOUT_MESSAGE));
    const other = setup(undefined, () => true).model;
    other.ensure([], 0, 1);
    await waitFor(() => expect(other.error).not.toBeNull());
    expect(other.error?.message).not.toBe(TIMEOUT_MESSAGE);
  });
});
