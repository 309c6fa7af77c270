import { Modal, type ModalProps } from 'antd';
import { useEffect, useId } from 'react';

/** What counts as a field a dialog opens on (the close button and hidden inputs do not). */
const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), textarea:not([disabled]), select:not([disabled])';
const PRIMARY = '.ant-modal-footer .ant-btn-primary:not([disabled]):not([aria-disabled="true"])';

const visible = (element: Element) =>
  !(element as HTMLElement).hidden && !element.closest('[hidden], [aria-hidden="true"]');

/**
 * Puts focus on the dialog's first field, else its primary action, unless something inside the dialog's
 * body or footer already holds it (a field with its own autoFocus). Never the close button.
 */
export function focusDialogStart(root: Element | null): void {
  if (!root) return;
  const active = document.activeElement;
  if (active && root.contains(active) && active.closest('.ant-modal-body, .ant-modal-footer')) return;
  const body = root.querySelector('.ant-modal-body');
  const field = body ? [...body.querySelectorAll(FIELD)].find(visible) : undefined;
  const target = (field ?? root.querySelector(PRIMARY)) as HTMLElement | null | undefined;
  target?.focus({ preventScroll: true });
}

const dialogRoot = (id: string) => document.querySelector(`[data-tally-dialog="${CSS.escape(id)}"]`);

/**
 * antd's Modal opening on its first field or primary action (issue 14, item 7): antd focuses the dialog
 * panel, so the first Tab lands on the close button. Use it wherever a dialog has something to fill in.
 */
export function Dialog({ afterOpenChange, wrapProps, open, ...props }: ModalProps) {
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const root = () => dialogRoot(id);
    // The panel mounts in a portal: focus once it is in the document, before antd's own focus (which
    // leaves a focused field alone) and again after the opening motion in afterOpenChange.
    const frame = requestAnimationFrame(() => focusDialogStart(root()));
    return () => cancelAnimationFrame(frame);
  }, [open, id]);
  return (
    <Modal
      {...props}
      open={open}
      wrapProps={{ ...wrapProps, 'data-tally-dialog': id }}
      afterOpenChange={(opened) => {
        if (opened) focusDialogStart(dialogRoot(id));
        afterOpenChange?.(opened);
      }}
    />
  );
}
