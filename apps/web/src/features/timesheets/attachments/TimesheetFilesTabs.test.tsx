import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlError } from '../../../test/fakeServer.ts';
import { FakeXhr } from '../../../test/fakeXhr.ts';
import { appServer, publicConfiguration } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { typed, viewSheet } from '../shared/testing.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { TimesheetFilesTabs } from './TimesheetFilesTabs.tsx';

const UPLOAD = {
  uploadUrl: '/api/blobs/uploads/ts-1/1_scan.pdf?expires=1&type=application%2Fpdf&max=1&sig=x',
  blobKey: 'ts-1/1_scan.pdf',
  url: 'storage://uploads/ts-1/1_scan.pdf',
  headers: [{ name: 'content-type', value: 'application/pdf' }],
};

function setup(sheet: Timesheet, graphql = {}, configuration: Record<string, string> = {}) {
  const server = appServer({
    configuration: { ...publicConfiguration, 'timesheet-attachments': '1', ...configuration },
    graphql: {
      CreateTimesheetUploadUrl: () => ({
        body: { data: { createTimesheetUploadUrl: typed('SignedUpload', UPLOAD) } },
      }),
      ...graphql,
    },
  });
  const onChanged = vi.fn();
  const props = { timesheet: sheet, weekDates: [], readOnly: false, holidays: [], onChanged };
  renderWithProviders(<TimesheetFilesTabs {...props} />, server);
  const configurationLoaded = () =>
    waitFor(() =>
      expect(server.calls.some((call) => JSON.stringify(call.body).includes('Configurations'))).toBe(true),
    );
  const variablesOf = (name: string) =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: unknown } | undefined)
      .filter((body) => body?.operationName === name)
      .map((body) => body?.variables);
  return { onChanged, variablesOf, configurationLoaded };
}

const attachment = (id: string, description: string) =>
  typed('TimesheetAttachment', { _id: id, url: `/api/blobs/uploads/${id}.pdf?sig=1`, description });

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload attachment'), { target: { files: [file] } });

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('TimesheetFilesTabs', { timeout: 20_000 }, () => {
  it('keeps Expenses and leaves out only Attachments while configuration timesheet-attachments is off (T-062)', async () => {
    const { configurationLoaded } = setup(viewSheet(), {}, { 'timesheet-attachments': 'false' });
    await configurationLoaded();
    expect(await screen.findByRole('tab', { name: 'Expenses' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Attachments' })).toBeNull();
    expect(screen.queryByText('No Attachments')).toBeNull();
  });

  it('uploads a picked file straight to the signed URL with progress, then records it', async () => {
    const saved = viewSheet({ timesheetAttachments: [attachment('a-1', '09/22/2024 client timesheet')] });
    const { onChanged, variablesOf } = setup(viewSheet(), {
      AddTimesheetAttachment: () => ({ body: { data: { timesheetAttachment: saved } } }),
    });
    expect(await screen.findByText('No Attachments')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('09/22/2024 client timesheet');
    pick(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(FakeXhr.last?.url).toBe(UPLOAD.uploadUrl));
    const xhr = FakeXhr.last as FakeXhr;
    expect(variablesOf('CreateTimesheetUploadUrl')).toEqual([
      { timeSheetId: 'ts-1', fileName: 'scan.pdf', contentType: 'application/pdf', size: 4 },
    ]);
    expect(xhr).toMatchObject({ method: 'PUT', headers: { 'content-type': 'application/pdf' } });
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 4 }));
    // antd's Progress loads when the file is picked (usually before the upload URL arrives).
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    xhr.status = 201;
    act(() => xhr.onload?.());

    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(variablesOf('AddTimesheetAttachment')).toEqual([
      { timeSheetId: 'ts-1', url: UPLOAD.url, description: '09/22/2024 client timesheet' },
    ]);
    expect(onChanged).toHaveBeenCalledWith(saved);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("takes a dropped file and shows the storage's refusal without recording anything", async () => {
    const { variablesOf } = setup(viewSheet());
    await screen.findByText('No Attachments');
    const file = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
    await waitFor(() => expect(FakeXhr.last?.url).toBe(UPLOAD.uploadUrl));
    const xhr = FakeXhr.last as FakeXhr;
    xhr.status = 403;
    xhr.responseText = JSON.stringify({ error: 'This link has expired.' });
    act(() => xhr.onload?.());
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
    expect(variablesOf('AddTimesheetAttachment')).toEqual([]);
  });

  it("refuses a file of 20 MB or more with the spec's message and uploads nothing", async () => {
    const { variablesOf } = setup(viewSheet());
    await screen.findByText('No Attachments');
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    pick(big);
    expect(await screen.findByText('Image must smaller than 20MB!')).toBeInTheDocument();
    expect(variablesOf('CreateTimesheetUploadUrl')).toEqual([]);
    expect(FakeXhr.last).toBeUndefined();
  });

  it('refuses a type a timesheet does not take (a program) and uploads nothing', async () => {
    const { variablesOf } = setup(viewSheet());
    await screen.findByText('No Attachments');
    expect(screen.getByLabelText('Upload attachment')).toHaveAttribute(
      'accept',
      expect.stringContaining('.xlsx'),
    );
    pick(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(
      await screen.findByText(
        'This file type is not accepted. Attach a document, an image, a PDF or a spreadsheet.',
      ),
    ).toBeInTheDocument();
    expect(variablesOf('CreateTimesheetUploadUrl')).toEqual([]);
    expect(FakeXhr.last).toBeUndefined();
  });

  it('is read-only while Submitted-Pending: no upload, no delete, no expense form', async () => {
    const expense = typed('TimesheetExpense', {
      _id: 'e-1',
      description: 'Taxi',
      amount: 1234.5,
      attachments: [],
    });
    setup(
      viewSheet({
        status: 'Submitted-Pending',
        timesheetAttachments: [attachment('a-1', 'Signed sheet')],
        timesheetExpense: [expense],
      }),
    );
    expect(await screen.findByRole('link', { name: /Signed sheet/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload attachment')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Expenses' }));
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add expense' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('deletes attachments only while Not Submitted', async () => {
    const { variablesOf } = setup(viewSheet({ timesheetAttachments: [attachment('a-1', 'Old')] }), {
      DeleteTimesheetAttachment: () => ({ body: { data: { deleteTimesheetAttachment: viewSheet() } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Old' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Successfully')).toBeInTheDocument();
    expect(variablesOf('DeleteTimesheetAttachment')).toEqual([{ timeSheetId: 'ts-1', id: 'a-1' }]);
  });

  it('offers no delete once the sheet has been submitted (Declined), but still takes uploads', async () => {
    setup(viewSheet({ status: 'Declined', timesheetAttachments: [attachment('a-1', 'Old')] }));
    expect(await screen.findByLabelText('Upload attachment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Old' })).toBeNull();
  });

  it('adds an expense with its amount as a number and the default description', async () => {
    const expense = typed('TimesheetExpense', {
      _id: 'e-1',
      description: 'Erin September 2024',
      amount: 12.5,
      attachments: [],
    });
    const { variablesOf } = setup(viewSheet(), {
      AddTimesheetExpense: () => ({
        body: { data: { timesheetExpenses: viewSheet({ timesheetExpense: [expense] }) } },
      }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Expenses' }));
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('No Expenses')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Description')).toHaveValue('Erin September 2024');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add expense' }));
    expect(await within(panel).findByText('Required')).toBeInTheDocument();
    const amount = within(panel).getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.blur(amount);
    fireEvent.click(within(panel).getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(variablesOf('AddTimesheetExpense')).toEqual([
      { timeSheetId: 'ts-1', url: null, description: 'Erin September 2024', amount: 12.5 },
    ]);
  });

  it("shows the server's message when a delete fails", async () => {
    const expense = typed('TimesheetExpense', {
      _id: 'e-1',
      description: 'Taxi',
      amount: 9,
      attachments: [],
    });
    setup(viewSheet({ timesheetExpense: [expense] }), {
      DeleteTimesheetExpense: () => graphqlError('CONFLICT', 'Attachments and expenses are read-only'),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Expenses' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Taxi' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Attachments and expenses are read-only')).toBeInTheDocument();
  });
});
