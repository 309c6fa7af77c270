import { Alert, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from './useApprovalActions.ts';

interface Props {
  open: boolean;
  title: string;
  prompt: string;
  okText: string;
  /** Decline needs comments (Gap 33); Cancel takes them optionally. */
  required: boolean;
  onSubmit(comments: string): Promise<unknown>;
  onClose(): void;
  /** After the dialog has closed (its animation done): where focus goes next. */
  afterClose?(): void;
}

/** Asks for the comments of a decline (required) or a cancel (optional), then runs it. */
export function CommentsDialog({
  open,
  title,
  prompt,
  okText,
  required,
  onSubmit,
  onClose,
  afterClose,
}: Props) {
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const close = () => {
    setComments('');
    setError(null);
    setMissing(false);
    onClose();
  };

  const submit = async () => {
    if (required && !comments.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(comments.trim());
      close();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Back"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={submit}
      onCancel={close}
      afterClose={afterClose}
      focusable={afterClose ? { focusTriggerAfterClose: false } : undefined}
      destroyOnHidden
    >
      <Typography.Paragraph>{prompt}</Typography.Paragraph>
      <label htmlFor={id}>{required ? 'Comments' : 'Comments (optional)'}</label>
      <Input.TextArea
        id={id}
        rows={3}
        maxLength={2000}
        value={comments}
        status={missing ? 'error' : undefined}
        aria-required={required}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => {
          setComments(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
      />
      {missing ? (
        <Typography.Text type="danger" id={`${id}-error`} role="alert">
          Required
        </Typography.Text>
      ) : null}
      {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} /> : null}
    </Modal>
  );
}
