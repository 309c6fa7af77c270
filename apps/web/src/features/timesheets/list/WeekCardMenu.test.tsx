import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardSheet, permission } from '../shared/testing.ts';
import { WeekCardMenu } from './WeekCardMenu.tsx';

describe('the list card menu', () => {
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
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Cancel Timesheet'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Delete Timesheet'));
  });
});
