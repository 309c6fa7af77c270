import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilesTabStrip } from './FilesTabStrip.tsx';

function renderStrip(onReach = vi.fn()) {
  render(
    <FilesTabStrip
      tabs={[
        { key: 'attachments', label: 'Attachments', panel: <p>Attachment list</p> },
        { key: 'expenses', label: 'Expenses', panel: <p>Expense list</p>, onReach },
      ]}
    />,
  );
  return onReach;
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`${name}$`) });

describe('FilesTabStrip', () => {
  it('shows the first panel and mounts another when its tab is clicked, keeping the visited one hidden', () => {
    renderStrip();
    expect(tab('Attachments')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Expense list')).toBeNull();

    fireEvent.click(tab('Expenses'));
    expect(tab('Expenses')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Expense list');
    expect(screen.getByText('Attachment list').closest('[role="tabpanel"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('moves the focus with the arrow keys and chooses with Enter, announcing the position', () => {
    renderStrip();
    tab('Attachments').focus();
    fireEvent.keyDown(tab('Attachments'), { code: 'ArrowRight' });
    expect(tab('Expenses')).toHaveFocus();
    expect(tab('Expenses')).toHaveTextContent('Tab 2 of 2');
    expect(tab('Attachments')).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(tab('Expenses'), { code: 'Enter' });
    expect(tab('Expenses')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Expenses')).toHaveAttribute('tabindex', '0');
    expect(tab('Attachments')).toHaveAttribute('tabindex', '-1');

    fireEvent.keyDown(tab('Expenses'), { code: 'Home' });
    expect(tab('Attachments')).toHaveFocus();
    fireEvent.keyDown(tab('Attachments'), { code: 'ArrowLeft' });
    expect(tab('Expenses')).toHaveFocus();
  });

  it('tells when the pointer or the focus reaches a tab, before it is chosen', () => {
    const onReach = renderStrip();
    fireEvent.pointerEnter(tab('Expenses').parentElement as HTMLElement);
    expect(onReach).toHaveBeenCalled();
  });
});
