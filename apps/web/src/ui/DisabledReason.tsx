import { Tooltip } from 'antd';
import { cloneElement, type ReactElement, useId } from 'react';
import './disabled-reason.css';

interface Props extends Record<string, unknown> {
  /** Why the control is disabled; nothing is added while it is falsy (the control is enabled). */
  reason: string | null | false | undefined;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A disabled control that says why (issue 14): hovering shows the reason and the control's description
 * carries it for screen readers. The control keeps its own `disabled`; where a refused action must stay
 * focusable (a permission), use PermissionButton instead.
 */
export function DisabledReason({ reason, children, ...passed }: Props) {
  const id = useId();
  // The wrapper stays while the reason comes and goes, so the control is not remounted (focus, references);
  // props a wrapping Dropdown or Popconfirm gives its child (handlers, ref) land on it.
  return (
    // The reason only informs: it never takes the pointer from what it happens to cover (a dialog's Close).
    <Tooltip title={reason || undefined} styles={{ root: { pointerEvents: 'none' } }}>
      <span className={reason ? 'disabled-reason disabled-reason--on' : 'disabled-reason'} {...passed}>
        {reason ? cloneElement(children, { 'aria-describedby': id }) : children}
        {reason ? (
          <span id={id} hidden>
            {reason}
          </span>
        ) : null}
      </span>
    </Tooltip>
  );
}
