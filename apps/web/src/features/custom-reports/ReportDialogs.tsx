import { Form, Input } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';

export interface ConfirmRequest {
  title: string;
  content: ReactNode;
  okText: string;
  danger?: boolean;
  onOk(): void;
}

/** One confirmation at a time ('Delete Report', 'Unsaved Changes', 'Reset to Default Settings', ...). */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose(): void }) {
  return (
    <Dialog
      open={request !== null}
      title={request?.title}
      okText={request?.okText}
      okButtonProps={{ danger: request?.danger }}
      onOk={() => {
        onClose();
        request?.onOk();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      {request?.content}
    </Dialog>
  );
}

interface NameDialogProps {
  open: boolean;
  title: string;
  initialName: string;
  /** A message under the field ('Report name is required'), or null. */
  error: string | null;
  saving: boolean;
  onSubmit(name: string): void;
  onCancel(): void;
}

/** Asks for a report's name (F-054); the caller checks it and answers with an error or a confirmation. */
export function NameDialog({ open, title, initialName, error, saving, onSubmit, onCancel }: NameDialogProps) {
  const [name, setName] = useState(initialName);
  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);
  return (
    <Dialog
      open={open}
      title={title}
      okText="Save"
      confirmLoading={saving}
      onOk={() => onSubmit(name)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => onSubmit(name)}>
        <Form.Item
          label="Report name"
          htmlFor="custom-report-name"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input
            id="custom-report-name"
            autoFocus
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
