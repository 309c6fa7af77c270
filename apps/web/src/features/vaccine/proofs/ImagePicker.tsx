import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useRef } from 'react';

interface ImagePickerProps {
  id: string;
  label: string;
  progress: number | null;
  disabled?: boolean;
  /** The id of the element describing an error, for aria-describedby. */
  describedBy?: string;
  invalid?: boolean;
  onFile(file: File): void;
}

/** One JPEG or PNG file (V-011): a button opening the file chooser, then the upload's progress. */
export function ImagePicker({
  id,
  label,
  progress,
  disabled,
  describedBy,
  invalid,
  onFile,
}: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="vaccine__picker">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        className="vaccine__file-input"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        icon={<UploadOutlined />}
        disabled={disabled || progress !== null}
        loading={progress !== null}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {progress !== null && (
        <Progress
          percent={progress}
          size="small"
          aria-label={`${label}: uploading`}
          className="vaccine__progress"
        />
      )}
    </div>
  );
}
