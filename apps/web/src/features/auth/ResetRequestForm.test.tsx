import { SSO_RESET_MESSAGE } from '@tally/domain/auth/auth-rules';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { GraphQLHandler } from '../../test/fakeServer.ts';
import { appServer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { submittedMessage } from './ResetRequestForm.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function requestServer(
  handler: Mock<GraphQLHandler> = vi.fn(() => ({ body: { data: { resetPasswordRequest: true } } })),
) {
  return { server: appServer({ graphql: { ResetPasswordRequest: handler } }), handler };
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('/auth/reset-password request form', () => {
  it('prefills the e-mail from the query', async () => {
    renderApp('/auth/reset-password?email=employee%40example.com', requestServer().server);
    expect(await screen.findByLabelText('Email')).toHaveValue('employee@example.com');
  });

  it("shows 'Required' for an empty e-mail", async () => {
    const { server, handler } = requestServer();
    renderApp('/auth/reset-password', server);
    await screen.findByLabelText('Email');
    await submit();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(handler).not.toHaveBeenCalled();
  });

  it("shows 'Invalid email address' for a malformed one", async () => {
    const { server, handler } = requestServer();
    renderApp('/auth/reset-password?email=not-an-address', server);
    await screen.findByLabelText('Email');
    await submit();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects a single-sign-on address', async () => {
    const { server, handler } = requestServer();
    renderApp('/auth/reset-password?email=someone%40acme.com', server);
    await screen.findByLabelText('Email');
    // Configurations arrive asynchronously; the rule applies once the domain is known.
    await screen.findByRole('img', { name: 'Acme Time Tracker' });
    await submit();
    expect(await screen.findByText(SSO_RESET_MESSAGE)).toBeInTheDocument();
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets a single-sign-on address through with force=true, then confirms after 2 s', async () => {
    const { server, handler } = requestServer();
    renderApp('/auth/reset-password?email=someone%40acme.com&force=true', server);
    await screen.findByRole('img', { name: 'Acme Time Tracker' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(handler).toHaveBeenCalledWith({ email: 'someone@acme.com' });
    expect(screen.queryByText(submittedMessage('someone@acme.com'))).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(
      screen.getByText(
        'Your password reset request for someone@acme.com has been submitted. Check your email for more details.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('shows a server field error inline and keeps the form editable', async () => {
    const handler = vi.fn<GraphQLHandler>(() => ({
      body: {
        data: null,
        errors: [
          {
            message: 'Invalid input',
            extensions: { code: 'BAD_USER_INPUT', fields: { email: 'This address cannot be reset.' } },
          },
        ],
      },
    }));
    renderApp('/auth/reset-password?email=x%40example.com', requestServer(handler).server);
    await screen.findByRole('img', { name: 'Acme Time Tracker' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // Lets antd's error-list animation, scheduled on the faked clock, finish.
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText('This address cannot be reset.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });
});
