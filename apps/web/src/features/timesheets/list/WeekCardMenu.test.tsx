import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardSheet, permission } from '../shared/testing.ts';
import { WeekCardMenu } from './WeekCardMenu.tsx';

describe('the list card menu', () => {
  // antd's Dropdown leaves focus on its button unless it opens with autoFocus; with focus in the menu the arrow
  // keys walk it (antd's own handling, which happy-dom does not run: the e2e journey uses the keys).
  it('takes focus when opened, so the arrow keys walk its items (issue 14)', async () => {
    const onDelete = vi.fn();
    render(
      <WeekCardMenu
        sheet={cardSheet({ canCancel: permission(true) })}
        weekLabel="09/15/2024"
        onCancel={vi.fn()}
        onDelete={onDelete}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for week ending 09/15/2024' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  });
});
