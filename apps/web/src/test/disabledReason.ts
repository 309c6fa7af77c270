import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A disabled control says why (DisabledReason, issue 14): the reason is its accessible description, and
 * pointing at the control shows it as a tooltip.
 */
export async function expectDisabledReason(control: HTMLElement, reason: string): Promise<void> {
  expect(control).toHaveAccessibleDescription(reason);
  const target = control.closest('.disabled-reason');
  expect(target).not.toBeNull();
  fireEvent.mouseEnter(target as HTMLElement);
  await waitFor(() =>
    expect(screen.queryAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toContain(reason),
  );
  fireEvent.mouseLeave(target as HTMLElement);
}
