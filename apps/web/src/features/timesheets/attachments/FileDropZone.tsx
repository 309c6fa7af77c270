import { InboxOutlined } from '@ant-design/icons';
import { attachmentAcceptAttribute } from '@tally/domain/shared/uploads';
import { Button } from 'antd';
import { type DragEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { TypographyText } from '../../../ui/typography.tsx';

/** antd's Progress loads when a file is picked or dropped, while its upload starts. */
const loadProgress = () => import('antd/es/progress');
const Progress = lazy(loadProgress);

interface Props {
  /** Accessible name of the file input, e.g. 'Upload attachment'. */
  label: string;
  busy: boolean;
  /** 0-100 while uploading, null otherwise. */
  progress: number | null;
  onFile(file: File): void;
}

/** Pick a file or drop one; shows the upload progress (T-066). */
export function FileDropZone({ label, busy, progress, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !busy) {
      void loadProgress().catch(() => undefined);
      onFile(file);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button is the accessible way
    <div
      className={`files-drop${dragging ? ' files-drop--active' : ''}`}
      data-testid="file-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <InboxOutlined className="files-drop__icon" aria-hidden />
      <TypographyText id={hintId} type="secondary">
        Drag a file here, or
      </TypographyText>
      <Button onClick={() => input.current?.click()} disabled={busy} aria-describedby={hintId}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={attachmentAcceptAttribute()}
        aria-label={label}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {progress !== null ? (
        <Suspense fallback={null}>
          <Progress
            percent={progress}
            size="small"
            className="files-drop__progress"
            aria-label="Upload progress"
          />
        </Suspense>
      ) : null}
    </div>
  );
}
