import { Button, type ButtonProps, Tooltip } from 'antd';
import './permission-button.css';
import { useId } from 'react';

interface Props extends Omit<ButtonProps, 'disabled'> {
  permission: { allowed: boolean; reason?: string | null };
}

/**
 * A button enabled by a computed permission. When refused it stays focusable (aria-disabled) so keyboard
 * and screen-reader users reach the reason, which is its tooltip and its description (T-075).
 */
export function PermissionButton({ permission, children, onClick, className, ...props }: Props) {
  const reasonId = useId();
  if (permission.allowed) {
    return (
      <Button {...props} className={className} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <>
      <Tooltip title={permission.reason} trigger={['hover', 'focus']}>
        <Button
          {...props}
          type="default"
          danger={false}
          loading={false}
          className={`permission-button--refused ${className ?? ''}`}
          aria-disabled="true"
          aria-describedby={permission.reason ? reasonId : undefined}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      </Tooltip>
      {permission.reason ? (
        <span id={reasonId} hidden>
          {permission.reason}
        </span>
      ) : null}
    </>
  );
}
