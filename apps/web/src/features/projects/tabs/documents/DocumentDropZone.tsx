import { InboxOutlined } from '@ant-design/icons';
import { acceptAttribute } from '@tally/domain/projects/documents';
import { Button, Typography } from 'antd';
import { type DragEvent, useId, useRef, useState } from 'react';

interface Props {
  /** The button's text and the file input's accessible name. */
  label: string;
  /** The empty state's drop zone takes only pdf, images and Word (M-130). */
  emptyState?: boolean;
  disabled?: boolean;
  onFiles(files: File[]): void;
}

/** Drop files here or pick several (M-127). */
export function DocumentDropZone({ label, emptyState = false, disabled = false, onFiles }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const take = (files: FileList | null | undefined) => {
    const list = files ? Array.from(files) : [];
    if (list.length > 0 && !disabled) onFiles(list);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button is the accessible way
    <div
      className={`documents-drop${dragging ? ' documents-drop--active' : ''}`}
      data-testid="document-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <InboxOutlined className="documents-drop__icon" aria-hidden />
      <Typography.Text id={hintId} type="secondary">
        {emptyState
          ? 'Drag PDF, image or Word files here (up to 50MB each), or'
          : 'Drag files here (PDF, images, Word, Excel, PowerPoint, text, RTF, zip, 7z, rar; up to 50MB each), or'}
      </Typography.Text>
      <Button onClick={() => input.current?.click()} disabled={disabled} aria-describedby={hintId}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptAttribute(emptyState)}
        aria-label={label}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
