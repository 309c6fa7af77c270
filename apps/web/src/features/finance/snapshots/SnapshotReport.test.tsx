import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee, publicConfiguration } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { snapshotCsvBlob } from './download.ts';
import { pathOf, rangeOf } from './snapshotRange.ts';

const finance = { ...employee, _id: 'u-finance', groups: ['finance'] };

export function snapshotRow(index: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TimesheetSnapshot',
    _id: `task-${index}`,
    timesheetId: `ts-${index}`,
    status: 'Approved',
    endDate: '20260111',
    userId: 'u-1',
    lastName: 'Employee',
    firstName: 'Erin',
    name: 'Erin Employee',
    payrollId: 'P-7',
    department: 'Delivery',
    title: 'Analyst',
    employeeType: 'W-2',
    supervisor: 'Pat Manager',
    supervisorName: 'Pat Manager',
    email: 'employee@example.com',
    clientName: 'Acme Corp',
    projectId: 'p-1',
    project: 'Apollo',
    projectCode: 'APL',
    classification: null,
    roles: 2,
    bu: 'AP-01',
    milestone: 'Build',
    deliverable: 'Design',
    taskdate: '20260105',
    hours: 4,
    role: 'Consultant',
    rate: 150,
    totalCost: 600,
    approvers: ['pm@example.com'],
    approvedOn: '20260112',
    comment: 'line, "quoted"',
    ...overrides,
  };
}

interface Options {
  rows?: (variables: Record<string, unknown>) => unknown[];
  overrides?: string | null;
  flag?: string;
  fail?: boolean;
}

function snapshotServer(options: Options = {}) {
  let saved = options.overrides ?? null;
  const server = appServer({
    me: finance,
    configuration: { ...publicConfiguration, 'daily-snapshot-overrides': options.flag ?? 'true' },
    graphql: {
      FinanceTimesheetSnapshots: (variables) =>
        options.fail
          ? { body: { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL' } }] } }
          : {
              body: {
                data: {
                  finance: {
                    __typename: 'FinanceQueries',
                    timesheetSnapshots: options.rows?.(variables) ?? [snapshotRow(1)],
                  },
                },
              },
            },
      SnapshotOverrides: () => ({
        body: {
          data: {
            me: {
              __typename: 'Me',
              _id: finance._id,
              settings: { __typename: 'UserSettings', timesheetDailySnapshotOverrides: saved },
            },
          },
        },
      }),
      SaveSnapshotOverrides: (variables) => {
        saved = (variables.input as { timesheetDailySnapshotOverrides: string })
          .timesheetDailySnapshotOverrides;
        return {
          body: {
            data: {
              updateUserSettings: {
                __typename: 'Me',
                _id: finance._id,
                settings: { __typename: 'UserSettings', timesheetDailySnapshotOverrides: saved },
              },
            },
          },
        };
      },
    },
  });
  return { server, saved: () => saved };
}

const variablesOf = (server: ReturnType<typeof appServer>, operation: string) =>
  server.calls
    .map((call) => call.body as { operationName?: string; variables?: Record<string, unknown> } | undefined)
    .filter((body) => body?.operationName === operation)
    .map((body) => body?.variables);

describe('snapshot range and URL (F-012)', () => {
  const fallback = { start: '2026-01-05', end: '2026-01-11' };
  it.each([
    [undefined, null, fallback],
    ['garbage', null, fallback],
    ['20260118', null, { start: '2026-01-12', end: '2026-01-18' }],
    ['20260118', '20260101', { start: '2026-01-01', end: '2026-01-18' }],
    ['20260118', '20260201', { start: '2026-01-12', end: '2026-01-18' }],
  ])('end %s, start %s', (end, start, expected) => expect(rangeOf(end, start, fallback)).toEqual(expected));

  it('writes the end in the path and a start that is not six days before in the query', () => {
    expect(pathOf('/x', { start: '2026-01-12', end: '2026-01-18' })).toBe('/x/20260118');
    expect(pathOf('/x', { start: '2026-01-01', end: '2026-01-18' })).toBe('/x/20260118?start=20260101');
  });
});

describe('Timesheet Daily Snapshot', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-08T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the current ISO week by default and shows the 23 columns with money in dollars (F-015..F-020)', async () => {
    const { server } = snapshotServer();
    renderApp('/finance/reports/daily-snapshot', server);
    expect(await screen.findByRole('heading', { name: 'Timesheet Daily Snapshot' })).toBeInTheDocument();
    await screen.findByText('$150.00');
    expect(variablesOf(server, 'FinanceTimesheetSnapshots')).toEqual([
      { startDate: '20260105', endDate: '20260111' },
    ]);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 23)).toEqual([
      'endDate',
      'status',
      'lastName',
      'firstName',
      'Payroll ID',
      'department',
      'email',
      'clientName',
      'project',
      'projectCode',
      'milestone',
      'deliverable',
      'taskdate',
      'hours',
      'role',
      'rate',
      'name',
      'totalCost',
      'supervisor',
      'approvers',
      'approvedOn',
      'comment',
      'classification',
    ]);
    expect(screen.getByText('$600.00')).toBeInTheDocument();
    expect(screen.getByText('01/11/2026')).toBeInTheDocument();
    expect(screen.getByText('1 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Manage Overrides/ })).toBeInTheDocument();
  });

  it('reads the range from the URL, and shows the empty text', async () => {
    const { server } = snapshotServer({ rows: () => [] });
    renderApp('/finance/reports/daily-snapshot/20260118?start=20260101', server);
    expect(await screen.findByText('No data for given date range')).toBeInTheDocument();
    expect(variablesOf(server, 'FinanceTimesheetSnapshots')).toEqual([
      { startDate: '20260101', endDate: '20260118' },
    ]);
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });

  it('hides Manage Overrides and ignores saved rules unless the flag is true (F-019)', async () => {
    const rules = JSON.stringify([
      { conditions: [{ field: 'project', value: 'Apollo' }], override: { department: 'Changed' } },
    ]);
    const { server } = snapshotServer({ flag: 'false', overrides: rules });
    renderApp('/finance/reports/daily-snapshot', server);
    await screen.findByText('$150.00');
    expect(screen.queryByRole('button', { name: /Manage Overrides/ })).not.toBeInTheDocument();
    expect(screen.getByText('Delivery')).toBeInTheDocument();
    expect(screen.queryByText('Changed')).not.toBeInTheDocument();
  });

  it('applies the saved rules to the grid, tokens included (F-019, C-055)', async () => {
    const rules = JSON.stringify([
      { conditions: [{ field: 'project', value: 'Apollo' }], override: { department: '<user.title> team' } },
    ]);
    const { server } = snapshotServer({ overrides: rules });
    renderApp('/finance/reports/daily-snapshot', server);
    expect(await screen.findByText('Analyst team')).toBeInTheDocument();
  });

  it('says when the snapshot cannot be loaded and retries', async () => {
    const { server } = snapshotServer({ fail: true });
    renderApp('/finance/reports/daily-snapshot', server);
    expect(await screen.findByText('The snapshot could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(variablesOf(server, 'FinanceTimesheetSnapshots')).toHaveLength(2));
  });

  it('exports the shown rows with the overrides into the named file (F-018, F-020)', async () => {
    const rules = JSON.stringify([
      { conditions: [{ field: 'hours', value: '4' }], override: { role: 'Lead' } },
    ]);
    const { server } = snapshotServer({ overrides: rules });
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:x';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderApp('/finance/reports/daily-snapshot', server);
    await screen.findByRole('heading', { name: 'Timesheet Daily Snapshot' });
    await waitFor(() => expect(document.querySelector('.snapshot__count')?.textContent).toBe('1 rows'));
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^TimesheetSnapshot-WeekEnding\(01-11-2026\)-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    const text = await blobs[0]!.text();
    const [header, line] = text.split('\r\n');
    expect(header).toBe(
      'endDate,status,lastName,firstName,Payroll ID,department,email,clientName,project,projectCode,milestone,deliverable,taskdate,hours,role,rate,name,totalCost,supervisor,approvers,approvedOn,comment,classification',
    );
    expect(line).toBe(
      '01-11-2026,Approved,Employee,Erin,P-7,Delivery,employee@example.com,Acme Corp,Apollo,APL,Build,Design,01-05-2026,4,Lead,150.00,Erin Employee,600.00,Pat Manager,pm@example.com,01-12-2026,"line, ""quoted""",',
    );
    click.mockRestore();
    create.mockRestore();
    revoke.mockRestore();
  });
});

describe('Timesheet Snapshot (weekly)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-08T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('defaults to the previous week (F-022)', async () => {
    const { server } = snapshotServer();
    renderApp('/finance/reports/weekly-snapshot', server);
    expect(await screen.findByRole('heading', { name: 'Timesheet Snapshot' })).toBeInTheDocument();
    await screen.findByText('$150.00');
    expect(variablesOf(server, 'FinanceTimesheetSnapshots')).toEqual([
      { startDate: '20251229', endDate: '20251231' },
      { startDate: '20260101', endDate: '20260104' },
    ]);
    expect(screen.getByRole('button', { name: /Export$/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Manage Overrides/ })).toBeInTheDocument();
  });

  it('asks month by month and merges the answers by task, in date order (F-023)', async () => {
    const { server } = snapshotServer({
      rows: (variables) =>
        variables.startDate === '20260120'
          ? [snapshotRow(1, { taskdate: '20260131' })]
          : [snapshotRow(2, { taskdate: '20260201', project: 'Second' })],
    });
    renderApp('/finance/reports/weekly-snapshot/20260210?start=20260120', server);
    const grid = await screen.findByRole('region', { name: 'Timesheet Snapshot rows' });
    await within(grid).findByText('Second');
    expect(variablesOf(server, 'FinanceTimesheetSnapshots')).toEqual([
      { startDate: '20260120', endDate: '20260131' },
      { startDate: '20260201', endDate: '20260210' },
    ]);
    expect(screen.getByText('2 rows')).toBeInTheDocument();
  });
});

describe('snapshotCsvBlob', () => {
  it('builds big files chunk by chunk with one line per row', async () => {
    const rows = Array.from({ length: 2500 }, (_, index) => ({ project: `P${index}`, hours: 1 }));
    const text = await (await snapshotCsvBlob(rows)).text();
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(2502);
    expect(lines[2500]).toContain('P2499');
    expect(lines[2501]).toBe('');
  });
});
