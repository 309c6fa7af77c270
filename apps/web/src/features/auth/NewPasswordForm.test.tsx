import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeServer, type GraphQLHandler, graphqlError } from '../../test/fakeServer.ts';
import { renderWithProviders } from '../../test/renderApp.tsx';
import { NewPasswordForm, PASSWORD_RESET_MESSAGE } from './NewPasswordForm.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(
  handler: Mock<GraphQLHandler> = vi.fn(() => ({ body: { data: { resetPasswordFromToken: true } } })),
) {
  const goTo = vi.fn();
  const server = fakeServer({ ResetPasswordFromToken: handler });
  renderWithProviders(<NewPasswordForm token="tok-123" goTo={goTo} />, server);
  return { goTo, handler };
}

const submitButton = () => screen.getByRole('button', { name: 'Set new password' });

describe('new-password form', () => {
  it("shows 'Required' on both empty fields", async () => {
    const { handler } = setup();
    await userEvent.click(submitButton());
    // Both messages appear, each after its own validation: wait for the pair, not the first.
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(handler).not.toHaveBeenCalled();
  });

  it("shows 'Passwords do not match' on both fields", async () => {
    const { handler } = setup();
    await userEvent.type(screen.getByLabelText('New password'), 'correct horse');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'correct house');
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('Passwords do not match')).toHaveLength(2));
    expect(handler).not.toHaveBeenCalled();
  });

  it('resets with the token, confirms, and goes to the server sign-in page after 1.5 s', async () => {
    const { goTo, handler } = setup();
    await userEvent.type(screen.getByLabelText('New password'), 'correct horse');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(handler).toHaveBeenCalledWith({ password: 'correct horse', token: 'tok-123' });
    expect(screen.getByText(PASSWORD_RESET_MESSAGE)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(goTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(goTo).toHaveBeenCalledWith('/api/auth/signin');
  });

  it('shows a rejected token inline and keeps the form editable', async () => {
    const { goTo } = setup(
      vi.fn<GraphQLHandler>(() =>
        graphqlError('BAD_USER_INPUT', 'Invalid input', {
          fields: { token: 'This reset link has expired. Request a new one.' },
        }),
      ),
    );
    await userEvent.type(screen.getByLabelText('New password'), 'correct horse');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await userEvent.click(submitButton());
    expect(await screen.findByText('This reset link has expired. Request a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });
});
