import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { type ComponentProps, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts before antd's popups were ever loaded, as a first visit does.
let popups: typeof import('./popups.tsx');
beforeEach(async () => {
  vi.resetModules();
  popups = await import('./popups.tsx');
});

function Tooltip(props: ComponentProps<typeof popups.Tooltip>) {
  return <popups.Tooltip {...props} />;
}

function AccountMenu() {
  const { Popover } = popups;
  const [open, setOpen] = useState(false);
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={<p>Signed in as Erin</p>}>
      <Button aria-expanded={open}>Account</Button>
    </Popover>
  );
}

describe('lazy popups', () => {
  it('shows a tooltip on the first hover, once its code has arrived', async () => {
    render(
      <Tooltip title="Previous week">
        <Button>Back</Button>
      </Tooltip>,
    );
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Previous week');
  });

  it('opens a controlled popover on the click that loaded it', async () => {
    render(<AccountMenu />);
    // A tap or Enter: a click with no hover before it.
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByText('Signed in as Erin')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true'),
    );
  });

  it('asks on the first click and keeps focus on the control', async () => {
    const onConfirm = vi.fn();
    const { Popconfirm } = popups;
    render(
      <Popconfirm title="Remove this line?" okText="Delete" onConfirm={onConfirm}>
        <Button>Remove</Button>
      </Popconfirm>,
    );
    const remove = screen.getByRole('button', { name: 'Remove' });
    fireEvent.mouseDown(remove);
    remove.focus();
    fireEvent.mouseUp(remove);
    fireEvent.click(remove);
    expect(await screen.findByText('Remove this line?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('lazy popups, a press under way', () => {
  it('waits for the click before drawing the control anew, and asks on it', async () => {
    const { Popconfirm } = popups;
    render(
      <Popconfirm title="Remove this line?">
        <Button>Remove</Button>
      </Popconfirm>,
    );
    const remove = screen.getByRole('button', { name: 'Remove' });
    fireEvent.mouseEnter(remove);
    fireEvent.mouseDown(remove);
    await act(() => popups.loadPopups());
    // Arrived mid-press: the control is the same element, so the click lands on it.
    expect(screen.getByRole('button', { name: 'Remove' })).toBe(remove);
    fireEvent.mouseUp(remove);
    fireEvent.click(remove);
    expect(await screen.findByText('Remove this line?')).toBeInTheDocument();
  });
});

describe('lazy popups, keyboard', () => {
  it('keeps focus on a control focused before its popup arrived', async () => {
    const { Popconfirm } = popups;
    render(
      <Popconfirm title="Remove this line?">
        <Button>Remove</Button>
      </Popconfirm>,
    );
    const before = screen.getByRole('button', { name: 'Remove' });
    act(() => before.focus());
    expect(before).toHaveFocus();
    // Drawn anew inside antd's Popconfirm once its code is here: another element, focused as the first was.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).not.toBe(before));
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Remove this line?')).toBeInTheDocument();
  });
});
