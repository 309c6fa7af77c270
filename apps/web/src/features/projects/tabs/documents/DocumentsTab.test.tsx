import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason } from '../../../../test/disabledReason.ts';
import { graphqlError } from '../../../../test/fakeServer.ts';
import { type AppServerOptions, appServer } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/renderApp.tsx';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { DOCUMENT_FIELD_REASONS } from './DocumentFormDialog.tsx';
import DocumentsTab from './DocumentsTab.tsx';
import type { ProjectDocument } from './documentsModel.ts';

const puts = vi.hoisted(() => [] as { name: string; resolve(): void; reject(error: Error): void }[]);
vi.mock('../../../timesheets/attachments/putFile.ts', () => ({
  putFile: (_url: string, file: File, _headers: unknown, onProgress: (percent: number) => void) =>
    new Promise<void>((resolve, reject) => {
      onProgress(40);
      puts.push({ name: file.name, resolve, reject });
    }),
}));

beforeEach(() => {
  puts.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

const doc = (overrides: Partial<ProjectDocument>): ProjectDocument => ({
  _id: 'd-1',
  fileName: 'file.pdf',
  url: null,
  type: 'PDF',
  mimeType: 'application/pdf',
  source: 'internal',
  category: null,
  description: null,
  createdAt: '2024-09-01T10:00:00.000Z',
  ...overrides,
  ...{ __typename: 'Document' },
});

const DOCUMENTS = [
  doc({ _id: 'a', fileName: 'Contract.pdf', category: 'Contract', createdAt: '2024-09-03T10:00:00.000Z' }),
  doc({
    _id: 'b',
    fileName: 'Photo.png',
    type: 'Image',
    category: null,
    createdAt: '2024-09-02T10:00:00.000Z',
  }),
  doc({
    _id: 'c',
    fileName: 'Budget.xlsx',
    type: 'Spreadsheet',
    category: 'Invoice',
    source: 'external',
    url: 'https://x.example/b',
  }),
  doc({ _id: 'd', fileName: 'Notes.txt', type: 'Text', category: 'Old category' }),
];

function documentsServer(documents: ProjectDocument[], graphql: AppServerOptions['graphql'] = {}) {
  return appServer({
    graphql: {
      ProjectDocuments: () => ({
        body: {
          data: {
            projectManagement: {
              __typename: 'ProjectManagementQueries',
              documents,
            },
            taxonomy: {
              __typename: 'Taxonomy',
              _id: 't-1',
              terms: ['Contract', 'Invoice', 'Deliverable'].map((name, index) => ({
                __typename: 'TaxonomyTerm',
                _id: `term-${index}`,
                name,
              })),
            },
          },
        },
      }),
      CreateDocumentUploadUrl: (variables) => ({
        body: {
          data: {
            createDocumentUploadUrl: {
              __typename: 'SignedUpload',
              uploadUrl: `/api/blobs/documents/p-1/${variables.fileName}?sig=x`,
              url: `storage://documents/p-1/${variables.fileName}`,
              headers: [],
            },
          },
        },
      }),
      AddDocument: (variables) => ({
        body: {
          data: {
            addDocument: doc({ _id: `new-${variables.fileName}`, fileName: String(variables.fileName) }),
          },
        },
      }),
      ...graphql,
    },
  });
}

const project = (canManage = true) =>
  ({ _id: 'p-1', name: 'Apollo', canManage }) as unknown as ProjectTabProps['project'];

function renderTab(server: ReturnType<typeof appServer>, canManage = true) {
  return renderWithProviders(
    <DocumentsTab
      project={project(canManage)}
      settings={{} as ProjectTabProps['settings']}
      kind="mine"
      refetchProject={() => {}}
    />,
    server,
  );
}

function fileOf(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const groupNames = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent?.replace(/\s*\(\d+\)$/, ''));

describe('project Documents tab', { timeout: 30_000 }, () => {
  it("groups by the taxonomy's categories with 'Uncategorized' last, colours badges, filters and searches", async () => {
    renderTab(documentsServer(DOCUMENTS));
    await screen.findByText('Contract.pdf');
    expect(groupNames()).toEqual(['Contract', 'Invoice', 'Old category', 'Uncategorized']);
    const badge = (name: string) =>
      within(screen.getByText(name).closest('li') as HTMLElement).getAllByText(
        /PDF|Image|Spreadsheet|Text/,
      )[0];
    expect(badge('Contract.pdf')).toHaveAttribute('data-color', 'red');
    expect(badge('Photo.png')).toHaveAttribute('data-color', 'blue');
    expect(badge('Budget.xlsx')).toHaveAttribute('data-color', 'gray');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'BUD' } });
    expect(screen.queryByText('Contract.pdf')).toBeNull();
    expect(screen.getByText('Budget.xlsx')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '' } });

    fireEvent.mouseDown(screen.getByLabelText('Category'));
    fireEvent.click(await screen.findByTitle('Uncategorized'));
    await waitFor(() => expect(screen.queryByText('Contract.pdf')).toBeNull());
    expect(screen.getByText('Photo.png')).toBeInTheDocument();
  });

  it('is read-only for viewers who cannot manage the project', async () => {
    renderTab(documentsServer(DOCUMENTS), false);
    await screen.findByText('Contract.pdf');
    expect(screen.queryByRole('button', { name: /Upload$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Document/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Contract.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Contract.pdf' })).toBeInTheDocument();
  });

  it('drops files over 50MB and says so when all of them were too large', async () => {
    const server = documentsServer([]);
    renderTab(server);
    const input = await screen.findByLabelText('Upload documents');
    fireEvent.change(input, { target: { files: [fileOf('huge.pdf', 50 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('All files exceed the maximum size limit of 50MB')).toBeInTheDocument();
    const row = (await screen.findByText('huge.pdf')).closest('li') as HTMLElement;
    expect(within(row).getByText('The file exceeds the maximum size limit of 50MB')).toBeInTheDocument();
    expect(
      server.calls.some((call) => JSON.stringify(call.body ?? '').includes('CreateDocumentUploadUrl')),
    ).toBe(false);
  });

  it('shows each upload as uploading, then completed or failed, and offers Close only once nothing is uploading', async () => {
    const server = documentsServer(DOCUMENTS);
    renderTab(server);
    await screen.findByText('Contract.pdf');
    fireEvent.click(screen.getByRole('button', { name: /Upload$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    fireEvent.change(within(dialog).getByLabelText('Choose files'), {
      target: { files: [fileOf('one.pdf', 10), fileOf('two.pdf', 10), fileOf('huge.pdf', 60 * 1024 * 1024)] },
    });
    await waitFor(() => expect(puts).toHaveLength(2));
    const item = (name: string) => within(dialog).getByText(name).closest('li') as HTMLElement;
    expect(within(item('one.pdf')).getByText('Uploading')).toBeInTheDocument();
    expect(within(item('two.pdf')).getByText('Uploading')).toBeInTheDocument();
    // The refused file keeps a row of its own with its reason instead of vanishing.
    expect(within(item('huge.pdf')).getByText('Not uploaded')).toBeInTheDocument();
    expect(
      within(item('huge.pdf')).getByText('The file exceeds the maximum size limit of 50MB'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    puts[0]?.resolve();
    await within(item('one.pdf')).findByText('Completed');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    puts[1]?.reject(new Error('The file could not be uploaded.'));
    await within(item('two.pdf')).findByText('Upload failed');
    expect(await screen.findByText('Failed to upload document(s)')).toBeInTheDocument();
    expect(dialog.querySelector('.ant-modal-footer button')).toHaveTextContent('Close');
  });

  it('gives a file of a refused type its own row with the reason, beside the accepted ones', async () => {
    const server = documentsServer(DOCUMENTS);
    renderTab(server);
    await screen.findByText('Contract.pdf');
    fireEvent.click(screen.getByRole('button', { name: /Upload$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    fireEvent.change(within(dialog).getByLabelText('Choose files'), {
      target: { files: [fileOf('one.pdf', 10), fileOf('tool.exe', 10)] },
    });
    await waitFor(() => expect(puts).toHaveLength(1));
    const row = within(dialog).getByText('tool.exe').closest('li') as HTMLElement;
    expect(within(row).getByText('This file type is not accepted')).toBeInTheDocument();
    puts[0]?.resolve();
  });

  it("shows the server's error when the upload grant is refused", async () => {
    const server = documentsServer(DOCUMENTS, {
      CreateDocumentUploadUrl: () => graphqlError('FORBIDDEN', 'You are not allowed to do this.'),
    });
    renderTab(server);
    await screen.findByText('Contract.pdf');
    fireEvent.click(screen.getByRole('button', { name: /Upload$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    fireEvent.change(within(dialog).getByLabelText('Choose files'), {
      target: { files: [fileOf('one.pdf', 10)] },
    });
    expect(await screen.findAllByText('You are not allowed to do this.')).not.toHaveLength(0);
    await within(dialog).findByText('Upload failed');
  });

  it('asks for both URL and file name for an external document', async () => {
    renderTab(documentsServer(DOCUMENTS));
    await screen.findByText('Contract.pdf');
    fireEvent.click(screen.getByRole('button', { name: /Add Document/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    fireEvent.change(within(dialog).getByLabelText('File name'), { target: { value: 'Plan.pdf' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please provide both URL and file name')).toBeInTheDocument();
  });

  it('lets an uploaded document change only its category', async () => {
    renderTab(documentsServer(DOCUMENTS));
    await screen.findByText('Contract.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Contract.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Document' });
    expect(within(dialog).getByLabelText('File name')).toBeDisabled();
    // The disabled field says why (issue 14).
    await expectDisabledReason(
      within(dialog).getByLabelText('File name'),
      'Only the category of an uploaded document can be changed',
    );
    expect(within(dialog).queryByLabelText('URL')).toBeNull();
  });

  it('lets an external document change its name and category, and says why its link is fixed', async () => {
    renderTab(documentsServer(DOCUMENTS));
    await screen.findByText('Budget.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Budget.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Document' });
    expect(within(dialog).getByLabelText('File name')).toBeEnabled();
    expect(within(dialog).getByLabelText('File name')).not.toHaveAccessibleDescription(
      DOCUMENT_FIELD_REASONS.fileName,
    );
    expect(within(dialog).getByLabelText('URL')).toBeDisabled();
    await expectDisabledReason(within(dialog).getByLabelText('URL'), DOCUMENT_FIELD_REASONS.url);
  });
});
