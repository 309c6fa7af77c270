import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { DOCUMENT_MESSAGES } from '@tally/domain/projects/documents';
import { Button, Progress, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { DocumentDropZone } from './DocumentDropZone.tsx';
import type { UploadItem } from './useDocumentUploads.ts';

const STATUS_TEXT = {
  uploading: 'Uploading',
  completed: 'Completed',
  error: DOCUMENT_MESSAGES.fileUploadFailed,
  refused: 'Not uploaded',
};

/** One file's status and progress (M-131). */
export function UploadList({ items }: { items: readonly UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="documents-uploads" aria-label="Uploads">
      {items.map((item) => (
        <li key={item.key} className={`documents-uploads__item documents-uploads__item--${item.status}`}>
          <div className="documents-uploads__row">
            {item.status === 'uploading' ? (
              <LoadingOutlined aria-hidden />
            ) : item.status === 'completed' ? (
              <CheckCircleFilled aria-hidden className="documents-uploads__ok" />
            ) : (
              <CloseCircleFilled aria-hidden className="documents-uploads__failed" />
            )}
            <span className="documents-uploads__name">{item.fileName}</span>
            <span className="documents-uploads__status" data-status={item.status}>
              {STATUS_TEXT[item.status]}
            </span>
          </div>
          {(item.status === 'error' || item.status === 'refused') && item.reason ? (
            <Typography.Text type="danger" className="documents-uploads__reason">
              {item.reason}
            </Typography.Text>
          ) : null}
          {item.status === 'refused' ? null : (
            <Progress
              percent={item.progress}
              size="small"
              status={
                item.status === 'error' ? 'exception' : item.status === 'completed' ? 'success' : 'active'
              }
              aria-label={`Upload progress of ${item.fileName}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  open: boolean;
  items: readonly UploadItem[];
  uploading: boolean;
  categories: readonly string[];
  onFiles(files: File[], category: string | null): void;
  onClose(): void;
}

/** 'Upload Documents': pick or drop files, an optional category, each file's progress; Close once idle. */
export function UploadDialog({ open, items, uploading, categories, onFiles, onClose }: Props) {
  const [category, setCategory] = useState<string | null>(null);
  const categoryId = useId();
  return (
    <Dialog
      open={open}
      title="Upload Documents"
      onCancel={uploading ? undefined : onClose}
      closable={!uploading}
      maskClosable={false}
      keyboard={!uploading}
      footer={uploading ? null : <Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      <div className="documents-form__field">
        <label htmlFor={categoryId}>Category</label>
        <Select
          id={categoryId}
          allowClear
          placeholder={DOCUMENT_MESSAGES.uncategorized}
          value={category ?? undefined}
          onChange={(value) => setCategory(value ?? null)}
          options={categories.map((value) => ({ value, label: value }))}
          style={{ width: '100%' }}
        />
      </div>
      <DocumentDropZone label="Choose files" onFiles={(files) => onFiles(files, category)} />
      <UploadList items={items} />
    </Dialog>
  );
}
