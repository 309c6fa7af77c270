import { Button, type ButtonProps } from 'antd';
import { DisabledReason } from './DisabledReason.tsx';

interface Props extends Omit<ButtonProps, 'disabled'> {
  permission: { allowed: boolean; reason?: string | null };
}

/** Said of a refused permission that gives no reason of its own. */
const NOT_ALLOWED_NOW = 'Not available right now';

/**
 * A button enabled by a computed permission (T-075): when refused it is a DisabledReason button, focusable
 * and aria-disabled, its clicks ignored and its reason a tooltip and its description.
 */
export function PermissionButton({ permission, ...props }: Props) {
  return (
    <DisabledReason reason={!permission.allowed && (permission.reason || NOT_ALLOWED_NOW)}>
      <Button {...props} />
    </DisabledReason>
  );
}
