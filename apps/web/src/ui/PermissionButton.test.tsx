import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused, expectUsable } from '../test/disabledReason.ts';
import { PermissionButton } from './PermissionButton.tsx';

describe('PermissionButton', () => {
  it('is a DisabledReason button when refused: focusable, its reason shown, its click stopped there', async () => {
    const onClick = vi.fn();
    const onRowClick = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a clickable row around the button, as in a list.
      // biome-ignore lint/a11y/useKeyWithClickEvents: only the click matters here.
      <div onClick={onRowClick}>
        <PermissionButton type="primary" permission={{ allowed: false, reason: 'Locked' }} onClick={onClick}>
          Delete
        </PermissionButton>
      </div>,
    );
    const remove = screen.getByRole('button', { name: 'Delete' });
    await expectDisabledReason(remove, 'Locked');
    expectRefused(remove);
    expect(remove).toHaveClass('ant-btn-disabled');
    expect(onClick).not.toHaveBeenCalled();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('still says something when refused without a reason of its own', () => {
    render(<PermissionButton permission={{ allowed: false }}>Add</PermissionButton>);
    const add = screen.getByRole('button', { name: 'Add' });
    expectRefused(add);
    expect(add).toHaveAccessibleDescription('Not available right now');
  });

  it('acts when allowed', () => {
    const onClick = vi.fn();
    render(
      <PermissionButton permission={{ allowed: true }} onClick={onClick}>
        Submit
      </PermissionButton>,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    expectUsable(submit);
    fireEvent.click(submit);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
