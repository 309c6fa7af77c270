import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused, expectUsable } from '../../../../test/disabledReason.ts';
import { ExpenseForm } from './ExpenseForm.tsx';

const save = () => screen.getByRole('button', { name: 'Save' });

describe('ExpenseForm (M-098, M-099)', () => {
  it('keeps Save disabled until name and a non-negative amount are given, with the spec messages', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ExpenseForm open initial={null} onSubmit={onSubmit} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Add Expense' })).toBeInTheDocument();
    expectRefused(save());
    // Save says what it waits for (issue 14).
    await expectDisabledReason(save(), 'Enter a name and an amount of 0 or more first');

    const name = screen.getByLabelText('Name');
    fireEvent.blur(name);
    // Each message is the field's description.
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    fireEvent.change(name, { target: { value: 'Hotel' } });
    expect(name).not.toHaveAccessibleDescription();

    const amount = screen.getByLabelText('Amount');
    fireEvent.blur(amount);
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Amount is required'));
    expectRefused(save());
    fireEvent.change(amount, { target: { value: '-5' } });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Provide a positive value'));
    expectRefused(save());
    expect(save()).toHaveAccessibleDescription('Enter a name and an amount of 0 or more first');

    fireEvent.change(amount, { target: { value: '12,345.5' } });
    await waitFor(() => expectUsable(save()));
    expect(save()).not.toHaveAccessibleDescription();
    fireEvent.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Hotel',
        amount: 12345.5,
        proposedAmount: null,
        comment: '',
        date: null,
      }),
    );
  });

  it('edits an expense with its proposed amount and shows money with thousands separators', async () => {
    const onSubmit = vi.fn(async () => ({ name: 'Name is required' }));
    render(
      <ExpenseForm
        open
        initial={{ name: 'Travel', amount: 1500, proposedAmount: 2000, comment: 'Flights', date: '20260105' }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Expense' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('1,500');
    expect(screen.getByLabelText('Proposed Amount')).toHaveValue('2,000');
    expect(screen.getByLabelText('Date')).toHaveValue('01/05/2026');
    fireEvent.click(save());
    // The server's field message is shown next to the field.
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });
});
