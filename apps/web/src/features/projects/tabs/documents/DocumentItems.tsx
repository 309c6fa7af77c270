import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  LinkOutlined,
} from '@ant-design/icons';
import { DOCUMENT_MESSAGES, documentBadgeColor } from '@tally/domain/projects/documents';
import { Button, Card, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { addedOn, type ProjectDocument } from './documentsModel.ts';

const ICONS: Record<string, ReactNode> = {
  PDF: <FilePdfOutlined />,
  Document: <FileWordOutlined />,
  Spreadsheet: <FileExcelOutlined />,
  Presentation: <FilePptOutlined />,
  Archive: <FileZipOutlined />,
  Image: <FileImageOutlined />,
  Text: <FileTextOutlined />,
};

const TAG_COLOR = { red: 'red', blue: 'blue', gray: 'default' } as const;

/** M-136: the type badge, pdf red, image blue, other gray. */
export function TypeBadge({ type }: { type: string | null | undefined }) {
  const color = documentBadgeColor(type);
  return (
    <Tag color={TAG_COLOR[color]} data-color={color} className="documents-badge">
      {type || 'other'}
    </Tag>
  );
}

export interface DocumentHandlers {
  canManage: boolean;
  busyId: string | null;
  onDownload(document: ProjectDocument): void;
  onEdit(document: ProjectDocument): void;
  onDelete(document: ProjectDocument): void;
}

/** Download, and for managers Edit and Delete (with the spec's confirmation, M-138). */
export function DocumentActions({
  document,
  handlers,
}: {
  document: ProjectDocument;
  handlers: DocumentHandlers;
}) {
  const busy = handlers.busyId === document._id;
  return (
    <Space size={4} wrap>
      <Tooltip title="Download">
        <Button
          size="small"
          icon={<DownloadOutlined />}
          aria-label={`Download ${document.fileName}`}
          onClick={() => handlers.onDownload(document)}
        />
      </Tooltip>
      {handlers.canManage ? (
        <>
          <Tooltip title="Edit">
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${document.fileName}`}
              onClick={() => handlers.onEdit(document)}
            />
          </Tooltip>
          <Popconfirm
            title={DOCUMENT_MESSAGES.deleteConfirm}
            okText="Yes"
            cancelText="No"
            onConfirm={() => handlers.onDelete(document)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              loading={busy}
              aria-label={`Delete ${document.fileName}`}
            />
          </Popconfirm>
        </>
      ) : null}
    </Space>
  );
}

/** Grid view (M-120): one card per document. */
export function DocumentGrid({
  documents,
  handlers,
  label,
}: {
  documents: readonly ProjectDocument[];
  handlers: DocumentHandlers;
  label: string;
}) {
  return (
    <ul className="documents-grid" aria-label={label}>
      {documents.map((document) => (
        <li key={document._id}>
          <Card
            size="small"
            className="documents-card"
            actions={[<DocumentActions key="a" document={document} handlers={handlers} />]}
          >
            <div className="documents-card__head">
              <span className="documents-card__icon" aria-hidden>
                {ICONS[document.type ?? ''] ?? <FileOutlined />}
              </span>
              <span className="documents-card__name" title={document.fileName}>
                {document.fileName}
              </span>
            </div>
            <div className="documents-card__meta">
              <TypeBadge type={document.type} />
              {document.source === 'external' ? (
                <Tag icon={<LinkOutlined />} className="documents-badge">
                  Link
                </Tag>
              ) : null}
              <span>Added {addedOn(document)}</span>
            </div>
            {document.description ? (
              <p className="documents-card__description">{document.description}</p>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** List view (M-120): a table with headers. */
export function DocumentTable({
  documents,
  handlers,
  label,
}: {
  documents: readonly ProjectDocument[];
  handlers: DocumentHandlers;
  label: string;
}) {
  return (
    <div className="documents-table">
      <Table<ProjectDocument>
        size="small"
        rowKey="_id"
        pagination={false}
        aria-label={label}
        dataSource={[...documents]}
        scroll={{ x: 640 }}
        columns={[
          {
            title: 'Name',
            key: 'name',
            render: (_, document) => (
              <span className="documents-table__name">
                {document.source === 'external' ? <LinkOutlined aria-label="Link" /> : null}{' '}
                {document.fileName}
              </span>
            ),
          },
          { title: 'Type', key: 'type', render: (_, document) => <TypeBadge type={document.type} /> },
          {
            title: 'Category',
            key: 'category',
            render: (_, document) => document.category ?? DOCUMENT_MESSAGES.uncategorized,
          },
          { title: 'Added', key: 'added', render: (_, document) => addedOn(document) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, document) => <DocumentActions document={document} handlers={handlers} />,
          },
        ]}
      />
    </div>
  );
}
