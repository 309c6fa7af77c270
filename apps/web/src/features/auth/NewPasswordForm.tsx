import { useMutation } from '@apollo/client/react';
import {
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  validateNewPassword,
  validatePasswordConfirmation,
} from '@tally/domain/auth/auth-rules';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { ResetPasswordFromTokenDocument } from '../../graphql/generated/first-load/graphql.ts';
import { delay, RESET_REDIRECT_DELAY_MS } from './delay.ts';
import { showServerErrors } from './showServerErrors.ts';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

export const PASSWORD_RESET_MESSAGE = 'Your password has been reset.';
/** The server sign-in page; it forwards to /auth/signin. */
export const SERVER_SIGN_IN_URL = '/api/auth/signin';

interface NewPasswordFormProps {
  token: string;
  /** Leaves the single-page app for the server sign-in page. */
  goTo?: (url: string) => void;
}

/** New-password form (A-024..A-027): both required, both flag a mismatch, 1.5 s then the sign-in page. */
export function NewPasswordForm({
  token,
  goTo = (url) => window.location.assign(url),
}: NewPasswordFormProps) {
  const [form] = Form.useForm<NewPasswordValues>();
  const [resetPassword] = useMutation(ResetPasswordFromTokenDocument);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();

  async function onFinish({ password }: NewPasswordValues) {
    setSubmitting(true);
    setError(undefined);
    try {
      await resetPassword({ variables: { password, token } });
    } catch (failure) {
      setSubmitting(false);
      setError(showServerErrors(form, failure, ['password', 'confirm']));
      return;
    }
    setDone(true);
    await delay(RESET_REDIRECT_DELAY_MS);
    goTo(SERVER_SIGN_IN_URL);
  }

  if (done) return <Result status="success" title={PASSWORD_RESET_MESSAGE} />;

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={submitting}
      noValidate
    >
      <Form.Item
        label="New password"
        name="password"
        dependencies={['confirm']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              const problem = validateNewPassword(value);
              if (problem) throw new Error(problem);
              const confirm: string = getFieldValue('confirm') ?? '';
              if (confirm !== '' && confirm !== value) throw new Error(PASSWORDS_DO_NOT_MATCH_MESSAGE);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirm"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              const problem = validatePasswordConfirmation(getFieldValue('password') ?? '', value ?? '');
              if (problem) throw new Error(problem);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Set new password
      </Button>
    </Form>
  );
}
