import { useApolloClient } from '@apollo/client/react';
import { REQUIRED_MESSAGE } from '@tally/domain/auth/auth-rules';
import { Alert, Button } from 'antd';
// The input modules themselves, not antd's Input index: that one also brings TextArea, Search and OTP
// into the sign-in route's first load.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../ui/Field.tsx';
import { returnToOrDefault } from './returnTo.ts';
import { signInRequest } from './signInRequest.ts';
import { formatWait, useCountdown } from './useCountdown.ts';

type FieldName = 'email' | 'password';
type FieldErrors = Partial<Record<FieldName, string>>;

function resetPasswordLink(email: string): string {
  const value = email.trim();
  return value ? `/auth/reset-password?email=${encodeURIComponent(value)}` : '/auth/reset-password';
}

function requiredErrors(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = REQUIRED_MESSAGE;
  if (!password) errors.password = REQUIRED_MESSAGE;
  return errors;
}

/** E-mail and password form posting to the server; server errors appear inline. */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // 429: the server asks this browser to wait before the next try (throttled sign-in).
  const [waitSeconds, startWait] = useCountdown();
  const client = useApolloClient();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = requiredErrors(email, password);
    setFieldErrors(missing);
    setError(undefined);
    if (Object.keys(missing).length > 0) return;
    setSubmitting(true);
    const result = await signInRequest({ email: email.trim(), password, returnTo });
    if (result.ok) {
      // Refetches what the page shows with the new session (signed-in users see every configuration);
      // refetches cut short by leaving the page reject harmlessly.
      client.resetStore().catch(() => undefined);
      navigate(returnToOrDefault(result.returnTo ?? returnTo), { replace: true });
      return;
    }
    setSubmitting(false);
    if (result.field) setFieldErrors({ [result.field]: result.message });
    else setError(result.message);
    if (!result.field && result.retryAfterSeconds) startWait(result.retryAfterSeconds);
  }

  function edit(name: FieldName, set: (value: string) => void) {
    return (value: string) => {
      set(value);
      setFieldErrors((current) => ({ ...current, [name]: undefined }));
    };
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in with email">
      <Field id="signin-email" label="Email" error={fieldErrors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            disabled={submitting}
            status={fieldErrors.email ? 'error' : undefined}
            onChange={(e) => edit('email', setEmail)(e.target.value)}
          />
        )}
      </Field>
      <Field id="signin-password" label="Password" error={fieldErrors.password}>
        {(control) => (
          <Password
            {...control}
            autoComplete="current-password"
            value={password}
            disabled={submitting}
            status={fieldErrors.password ? 'error' : undefined}
            onChange={(e) => edit('password', setPassword)(e.target.value)}
          />
        )}
      </Field>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={waitSeconds > 0}>
        {waitSeconds > 0 ? `Sign in (wait ${formatWait(waitSeconds)})` : 'Sign in'}
      </Button>
      <div className="tally-auth-links">
        <Link to={resetPasswordLink(email)}>Forgot password?</Link>
      </div>
    </form>
  );
}
