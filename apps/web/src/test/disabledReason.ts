import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A disabled control says why (DisabledReason, issue 14): the reason is its accessible description. A button
 * (kept in the Tab order) shows it as a tooltip when pointed at; a natively disabled control, which Tab skips,
 * has it written out beside it, so no pointer or focus is needed to read it.
 */
export async function expectDisabledReason(control: HTMLElement, reason: string): Promise<void> {
  expect(control).toHaveAccessibleDescription(reason);
  const target = control.closest('.disabled-reason');
  expect(target).not.toBeNull();
  if (control.matches(':disabled')) {
    // Shown wherever the control is (a dialog or popover may still be animating in, hence not toBeVisible).
    expect(within(target as HTMLElement).getByText(reason)).not.toHaveAttribute('hidden');
    return;
  }
  fireEvent.mouseEnter(target as HTMLElement);
  await waitFor(() =>
    expect(screen.queryAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toContain(reason),
  );
  fireEvent.mouseLeave(target as HTMLElement);
}

/**
 * A button out of use for a reason (DisabledReason, issue 14): marked aria-disabled yet left out of the native
 * `disabled`, so Tab reaches it and its reason, and a click on it is refused (its default prevented, none of
 * its own handlers run). Fails for a button in use: it has no aria-disabled and its click goes through.
 */
export function expectRefused(button: HTMLElement): void {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).not.toHaveAttribute('disabled');
  expect(fireEvent.click(button)).toBe(false);
}

/** A button in use: neither natively disabled nor refused (the opposite of expectRefused). */
export function expectUsable(button: HTMLElement): void {
  expect(button).toBeEnabled();
  expect(button).not.toHaveAttribute('aria-disabled', 'true');
}
