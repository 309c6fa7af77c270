import { useMutation } from '@apollo/client/react';
import { validateResetRequestEmail } from '@tally/domain/auth/auth-rules';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConfigurations } from '../../graphql/configurations.ts';
import { ResetPasswordRequestDocument } from '../../graphql/generated/first-load/graphql.ts';
import { delay, RESET_REQUEST_DELAY_MS } from './delay.ts';
import { showServerErrors } from './showServerErrors.ts';

interface RequestValues {
  email: string;
}

export function submittedMessage(email: string): string {
  return `Your password reset request for ${email} has been submitted. Check your email for more details.`;
}

/** Request form (A-018..A-023, A-027): e-mail rules, single-sign-on rule unless force, 2 s pause. */
export function ResetRequestForm({ initialEmail, force }: { initialEmail: string; force: boolean }) {
  const [form] = Form.useForm<RequestValues>();
  const config = useConfigurations();
  const [requestReset] = useMutation(ResetPasswordRequestDocument);
  const [submitting, setSubmitting] = useState(false);
  const [submittedFor, setSubmittedFor] = useState<string>();
  const [error, setError] = useState<string>();
  const ssoDomain = config.get('sso-email-domain') ?? '';

  async function onFinish({ email }: RequestValues) {
    const address = email.trim();
    setSubmitting(true);
    setError(undefined);
    const [outcome] = await Promise.allSettled([
      requestReset({ variables: { email: address } }),
      delay(RESET_REQUEST_DELAY_MS),
    ]);
    setSubmitting(false);
    if (outcome.status === 'fulfilled') {
      setSubmittedFor(address);
      return;
    }
    setError(showServerErrors(form, outcome.reason, ['email']));
  }

  if (submittedFor) return <Result status="success" title={submittedMessage(submittedFor)} />;

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={onFinish}
      noValidate
    >
      <Form.Item
        label="Email"
        name="email"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = validateResetRequestEmail(value, { ssoDomain, force });
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input type="email" autoComplete="email" autoFocus disabled={submitting} />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Reset password
      </Button>
      <div className="tally-auth-links">
        <Link to="/auth/signin">Back to sign in</Link>
      </div>
    </Form>
  );
}
