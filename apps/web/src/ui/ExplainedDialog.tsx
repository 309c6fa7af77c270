import { Button, type ModalProps } from 'antd';
import type { MouseEvent } from 'react';
import { Dialog } from './Dialog.tsx';
import { DisabledReason } from './DisabledReason.tsx';
import './dialog.css';

interface Props extends ModalProps {
  /**
   * Why the OK button is disabled (issue 14): while a text, OK is disabled and says so on hover and as its
   * accessible description; false or null while it may be pressed. Takes the place of okButtonProps.disabled.
   */
  okDisabledReason: string | false | null | undefined;
}

/**
 * A Dialog whose OK button says why it waits. antd's own OK button takes no description, so the footer draws
 * Cancel and its own OK button, which stays the same element as the reason comes and goes. A module of its
 * own: Dialog is in the shell (the week route's first visit), this is not.
 */
export function ExplainedDialog({ okDisabledReason, ...props }: Props) {
  return (
    <Dialog
      {...props}
      footer={(_, { CancelBtn }) => (
        <>
          <CancelBtn />
          <DisabledReason reason={okDisabledReason}>
            <Button
              type="primary"
              loading={props.confirmLoading}
              {...props.okButtonProps}
              disabled={Boolean(okDisabledReason) || props.okButtonProps?.disabled}
              onClick={(event) => props.onOk?.(event as MouseEvent<HTMLButtonElement>)}
            >
              {props.okText ?? 'OK'}
            </Button>
          </DisabledReason>
        </>
      )}
    />
  );
}
