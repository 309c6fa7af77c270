import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { DisabledReason } from './DisabledReason.tsx';

describe('DisabledReason', () => {
  it("keeps its own class beside a caller's, with or without a reason", () => {
    const { rerender } = render(
      <DisabledReason reason="Select a project first" className="tally-cascade__reason">
        <Button disabled>Add</Button>
      </DisabledReason>,
    );
    const wrapper = screen.getByRole('button', { name: 'Add' }).parentElement;
    expect(wrapper).toHaveClass('disabled-reason', 'disabled-reason--on', 'tally-cascade__reason');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveAccessibleDescription('Select a project first');

    rerender(
      <DisabledReason reason={false} className="tally-cascade__reason">
        <Button>Add</Button>
      </DisabledReason>,
    );
    expect(screen.getByRole('button', { name: 'Add' }).parentElement).toHaveClass(
      'disabled-reason',
      'tally-cascade__reason',
    );
  });

  it('keeps a disabled button in the Tab order: its reason shows on focus and its clicks do nothing', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <DisabledReason reason="No changes to save">
        <Button disabled onClick={onClick}>
          Save
        </Button>
      </DisabledReason>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).not.toHaveAttribute('disabled');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveClass('ant-btn-disabled');
    save.focus();
    expect(save).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('No changes to save'));
    expect(fireEvent.click(save)).toBe(false);
    fireEvent.keyDown(save, { key: 'Enter' });
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <DisabledReason reason={false}>
        <Button onClick={onClick}>Save</Button>
      </DisabledReason>,
    );
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(save).not.toHaveClass('ant-btn-disabled');
    fireEvent.click(save);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('leaves other controls natively disabled and writes their reason out under them, as Tab skips them', () => {
    const { rerender } = render(
      <DisabledReason reason="Choose a field first">
        <Input aria-label="Value" disabled />
      </DisabledReason>,
    );
    const value = screen.getByRole('textbox', { name: 'Value' });
    expect(value).toBeDisabled();
    expect(value).not.toHaveAttribute('aria-disabled');
    expect(value).toHaveAccessibleDescription('Choose a field first');
    // Read without a pointer or focus: shown at once, and no tooltip repeats it.
    expect(screen.getByText('Choose a field first')).toBeVisible();
    fireEvent.mouseEnter(value.closest('.disabled-reason') as HTMLElement);
    expect(screen.queryByRole('tooltip')).toBeNull();

    rerender(
      <DisabledReason reason={false}>
        <Input aria-label="Value" />
      </DisabledReason>,
    );
    expect(screen.queryByText('Choose a field first')).toBeNull();
    expect(value).not.toHaveAccessibleDescription();
  });

  it("keeps a button's reason out of the page until it is pointed at or focused", () => {
    render(
      <DisabledReason reason="No changes to save">
        <Button disabled>Save</Button>
      </DisabledReason>,
    );
    expect(screen.getByText('No changes to save')).not.toBeVisible();
  });
});
