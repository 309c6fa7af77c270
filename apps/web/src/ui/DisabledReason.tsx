import { Button } from 'antd';
import {
  cloneElement,
  type FocusEvent,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  useId,
  useState,
} from 'react';
import './disabled-reason.css';
import { loadPopups } from './popups.tsx';

/** antd's Tooltip, fetched the first time a reason is shown (issue #14: not on every screen's first load). */
const Tooltip = lazy(() => loadPopups().then((popups) => ({ default: popups.Tooltip })));

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
   * Whether the disabled control stays in the Tab order, so a keyboard reaches it and its reason (issue 14):
   * it is marked aria-disabled instead of disabled and its clicks do nothing. The default for an antd Button;
   * other controls (selects, inputs, checkboxes, switches) keep their native `disabled`, as their own handlers
   * would act, and Tab skips them: their reason is written out below them instead of in a tooltip.
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

/**
 * A disabled control that says why (issue 14), its reason being the control's description for screen readers.
 * A button stays focusable, disabled only for assistive tech and drawn with antd's own disabled look (its
 * `-disabled` class), and hovering or focusing it shows the reason. Any other control is skipped by Tab, so its
 * reason is a visible note under it, read without a pointer or focus. PermissionButton is this for a permission.
 */
export function DisabledReason({ reason, focusable, className, children, ...passed }: Props) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const control = { 'aria-describedby': id };
  const button = focusable ?? children.type === Button;
  if (reason && button) {
    Object.assign(control, {
      'aria-disabled': 'true',
      disabled: false,
      className: `${children.props.className ?? ''} ant-btn-disabled`,
      onClick: refuse,
    });
  }
  const tip = button && reason ? reason : undefined;
  const handlers = passed as Partial<Record<string, (event: MouseEvent | FocusEvent) => void>>;
  const on =
    (name: string, set: (value: boolean) => void, value: boolean) => (event: MouseEvent | FocusEvent) => {
      handlers[name]?.(event);
      set(value);
    };
  // The wrapper stays while the reason comes and goes, so the control is not remounted (focus, references);
  // props a wrapping Dropdown or Popconfirm gives its child (handlers, ref) land on it. The tooltip is shown
  // while the wrapper is hovered or holds focus, over an anchor covering it: the control never moves.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show the reason; the control inside acts.
    <span
      className={`disabled-reason${reason ? ' disabled-reason--on' : ''}${className ? ` ${className}` : ''}`}
      {...passed}
      onMouseEnter={on('onMouseEnter', setHovered, true)}
      onMouseLeave={on('onMouseLeave', setHovered, false)}
      onFocus={on('onFocus', setFocused, true)}
      onBlur={on('onBlur', setFocused, false)}
    >
      {reason ? cloneElement(children, control) : children}
      {reason ? (
        <span id={id} hidden={button} className="disabled-reason__note">
          {reason}
        </span>
      ) : null}
      {tip && (hovered || focused) ? (
        <Suspense fallback={null}>
          {/* The reason only informs: it never takes the pointer from what it happens to cover (a dialog's Close). */}
          <Tooltip open title={tip} styles={{ root: { pointerEvents: 'none' } }}>
            <span className="disabled-reason__anchor" aria-hidden />
          </Tooltip>
        </Suspense>
      ) : null}
    </span>
  );
}
