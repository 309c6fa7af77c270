import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Empty, Input, Segmented, Select, Skeleton, Typography } from 'antd';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  DeleteDocumentDocument,
  DownloadDocumentDocument,
  ProjectDocumentsDocument,
} from '../../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../../ui/QueryState.tsx';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { DocumentDropZone } from './DocumentDropZone.tsx';
import { DocumentFormDialog } from './DocumentFormDialog.tsx';
import { DocumentGrid, type DocumentHandlers, DocumentTable } from './DocumentItems.tsx';
import {
  ALL_CATEGORIES,
  type DocumentSort,
  type DocumentView,
  filterDocuments,
  groupByCategory,
  type ProjectDocument,
  SORTS,
  sortDocuments,
  UNCATEGORIZED,
  VIEWS,
} from './documentsModel.ts';
import { UploadDialog, UploadList } from './UploadDialog.tsx';
import { admitFiles, serverMessage, useDocumentUploads } from './useDocumentUploads.ts';
import './documents-tab.css';

/**
 * The project's Documents tab (M-120..M-140): grid or list, category filter with 'Uncategorized', sort,
 * search; managers upload (drag and drop or pick), link external documents, edit and delete; everyone who
 * can read the project downloads.
 */
export default function DocumentsTab({ project }: ProjectTabProps) {
  const canManage = project.canManage;
  const client = useApolloClient();
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(ProjectDocumentsDocument, {
    variables: { projectId: project._id },
  });
  const [view, setView] = useState<DocumentView>('Grid');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [sort, setSort] = useState<DocumentSort>('date');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ProjectDocument | 'new' | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const ids = { search: useId(), category: useId(), sort: useId(), title: useId() };

  const reload = useCallback(() => void refetch(), [refetch]);
  const uploads = useDocumentUploads(project._id, reload);
  const [deleteDocument] = useMutation(DeleteDocumentDocument);
  const [downloadDocument] = useMutation(DownloadDocumentDocument);

  const documents = data?.projectManagement.documents ?? [];
  const terms = data?.taxonomy?.terms;
  const categories = useMemo(() => (terms ?? []).map((term) => term.name), [terms]);
  const shown = useMemo(
    () => sortDocuments(filterDocuments(documents, category, search), sort),
    [documents, category, search, sort],
  );
  const groups = useMemo(
    () =>
      category === ALL_CATEGORIES
        ? groupByCategory(shown, categories)
        : [{ label: category, documents: shown }],
    [shown, categories, category],
  );
  const categoryOptions = useMemo(() => {
    const used = documents
      .map((document) => document.category)
      .filter((value): value is string => Boolean(value));
    const all = [...new Set([...categories, ...used])];
    return [
      { value: ALL_CATEGORIES, label: 'All categories' },
      ...all.map((value) => ({ value, label: value })),
      { value: UNCATEGORIZED, label: UNCATEGORIZED },
    ];
  }, [documents, categories]);

  const handlers: DocumentHandlers = {
    canManage,
    busyId,
    onDownload: async (document) => {
      // Open the tab first: a window opened after an await is blocked as a pop-up.
      const opened = window.open('', '_blank');
      try {
        const { data: result } = await downloadDocument({ variables: { documentId: document._id } });
        const url = result?.downloadDocument;
        if (!url) throw new Error('No URL');
        const absolute = new URL(url, window.location.href).href;
        if (opened) {
          opened.opener = null;
          opened.location.href = absolute;
        } else window.open(absolute, '_blank', 'noopener');
      } catch (failure) {
        opened?.close();
        void message.error(serverMessage(failure) ?? 'The document could not be opened.');
      }
    },
    onEdit: (document) => setEditing(document),
    onDelete: async (document) => {
      setBusyId(document._id);
      try {
        const { data: result } = await deleteDocument({
          variables: { relatedDocumentId: project._id, id: document._id },
        });
        const deletedId = result?.deleteDocument.deletedDocId;
        if (deletedId) {
          client.cache.evict({ id: client.cache.identify({ __typename: 'Document', _id: deletedId }) });
          client.cache.gc();
        }
      } catch (failure) {
        // M-139: a failed delete only clears the in-progress flag and is logged.
        console.error('Document delete failed', failure);
      } finally {
        setBusyId(null);
      }
    },
  };

  const startUpload = (files: File[], chosenCategory: string | null, emptyState = false) => {
    const { admitted, refused } = admitFiles(files, emptyState, message);
    uploads.refuse(refused);
    if (admitted.length === 0) return;
    setUploadOpen(true);
    void uploads.start(admitted, chosenCategory);
  };

  const closeUploads = () => {
    setUploadOpen(false);
    uploads.clear();
  };

  const Items = view === 'Grid' ? DocumentGrid : DocumentTable;

  return (
    <section className="documents" aria-labelledby={ids.title}>
      <div className="documents__header">
        <Typography.Title level={2} id={ids.title} className="documents__title">
          Documents <span className="documents__count">({documents.length})</span>
        </Typography.Title>
        {canManage ? (
          <div className="documents__buttons">
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              Add Document
            </Button>
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploadOpen(true)}>
              Upload
            </Button>
          </div>
        ) : null}
      </div>
      <search className="documents__filters">
        <div className="documents__field">
          <label htmlFor={ids.search}>Search</label>
          <Input.Search
            id={ids.search}
            allowClear
            placeholder="File name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 200 }}
          />
        </div>
        <div className="documents__field">
          <label htmlFor={ids.category}>Category</label>
          <Select
            id={ids.category}
            value={category}
            onChange={setCategory}
            options={categoryOptions}
            style={{ width: 190 }}
          />
        </div>
        <div className="documents__field">
          <label htmlFor={ids.sort}>Sort by</label>
          <Select<DocumentSort>
            id={ids.sort}
            value={sort}
            onChange={setSort}
            options={[...SORTS]}
            style={{ width: 110 }}
          />
        </div>
        <Segmented<DocumentView> aria-label="View" options={[...VIEWS]} value={view} onChange={setView} />
      </search>
      {error && !data ? (
        <QueryError title="The documents could not be loaded." error={error} onRetry={refetch} />
      ) : null}
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error && !data ? null : documents.length === 0 ? (
        canManage ? (
          <>
            <DocumentDropZone
              label="Upload documents"
              emptyState
              onFiles={(files) => startUpload(files, null, true)}
            />
            {uploadOpen ? null : <UploadList items={uploads.items} />}
          </>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents yet" />
        )
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents match the filters" />
      ) : (
        groups.map((group) => (
          <section key={group.label} className="documents__group" aria-label={group.label}>
            <Typography.Title level={3} className="documents__group-title">
              {group.label} <span className="documents__count">({group.documents.length})</span>
            </Typography.Title>
            <Items documents={group.documents} handlers={handlers} label={`${group.label} documents`} />
          </section>
        ))
      )}
      <UploadDialog
        open={uploadOpen}
        items={uploads.items}
        uploading={uploads.uploading}
        categories={categories}
        onFiles={(files, chosen) => startUpload(files, chosen)}
        onClose={closeUploads}
      />
      {editing ? (
        <DocumentFormDialog
          projectId={project._id}
          document={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </section>
  );
}
