import { Tooltip } from 'antd';
import { cloneElement, type MouseEvent, type ReactElement, useId } from 'react';
import './disabled-reason.css';

type ControlProps = {
  'aria-describedby'?: string;
  'aria-disabled'?: boolean | 'true' | 'false';
  disabled?: boolean;
  className?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

interface Props extends Record<string, unknown> {
  /** Why the control is disabled; nothing is added while it is falsy (the control is enabled). */
  reason: string | null | false | undefined;
  /**
   * A button that stays in the Tab order while disabled, so a keyboard reaches it and its reason (issue 14):
   * it is marked aria-disabled instead of disabled and its clicks do nothing.
   */
  focusable?: boolean;
  /** Classes of the wrapper, added to its own. */
  className?: string;
  children: ReactElement<ControlProps>;
}

const refuse = (event: MouseEvent<HTMLElement>) => {
  event.preventDefault();
  event.stopPropagation();
};

/** The control as drawn: its reason as its description and, when focusable, disabled only for assistive tech. */
function disabledControl(children: ReactElement<ControlProps>, id: string, focusable: boolean) {
  if (!focusable) return cloneElement(children, { 'aria-describedby': id });
  const className = [children.props.className, 'disabled-reason__control'].filter(Boolean).join(' ');
  return cloneElement(children, {
    'aria-describedby': id,
    'aria-disabled': 'true',
    disabled: false,
    className,
    onClick: refuse,
  });
}

/**
 * A disabled control that says why (issue 14): hovering (or, for a focusable button, focusing) shows the
 * reason and the control's description carries it for screen readers. The control keeps its own `disabled`
 * unless `focusable`; where a refused action follows a permission, use PermissionButton instead.
 */
export function DisabledReason({ reason, focusable = false, className, children, ...passed }: Props) {
  const id = useId();
  // The wrapper stays while the reason comes and goes, so the control is not remounted (focus, references);
  // props a wrapping Dropdown or Popconfirm gives its child (handlers, ref) land on it.
  return (
    // The reason only informs: it never takes the pointer from what it happens to cover (a dialog's Close).
    <Tooltip
      title={reason || undefined}
      trigger={focusable ? ['hover', 'focus'] : 'hover'}
      styles={{ root: { pointerEvents: 'none' } }}
    >
      <span
        className={`disabled-reason${reason ? ' disabled-reason--on' : ''}${className ? ` ${className}` : ''}`}
        {...passed}
      >
        {reason ? disabledControl(children, id, focusable) : children}
        {reason ? (
          <span id={id} hidden>
            {reason}
          </span>
        ) : null}
      </span>
    </Tooltip>
  );
}
