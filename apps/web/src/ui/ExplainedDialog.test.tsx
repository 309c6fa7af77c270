import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused, expectUsable } from '../test/disabledReason.ts';
import { ExplainedDialog } from './ExplainedDialog.tsx';

describe('ExplainedDialog', () => {
  it('says why OK waits, keeping the same button once it may be pressed', async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    const view = (reason: string | false) => (
      <ExplainedDialog
        open
        title="Add Client"
        okText="Create"
        okDisabledReason={reason}
        onOk={onOk}
        onCancel={onCancel}
      >
        <p>A client</p>
      </ExplainedDialog>
    );
    const { rerender } = render(view('Enter a name first'));
    const create = await screen.findByRole('button', { name: 'Create' });
    expectRefused(create);
    await expectDisabledReason(create, 'Enter a name first');
    fireEvent.click(create);
    expect(onOk).not.toHaveBeenCalled();

    rerender(view(false));
    expect(screen.getByRole('button', { name: 'Create' })).toBe(create);
    expectUsable(create);
    expect(create).not.toHaveAccessibleDescription();
    fireEvent.click(create);
    expect(onOk).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
