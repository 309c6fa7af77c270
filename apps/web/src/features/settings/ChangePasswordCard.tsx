import { useMutation } from '@apollo/client/react';
import {
  credentialsManagedBySso,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  REQUIRED_MESSAGE,
  SSO_MANAGED_CREDENTIALS_MESSAGE,
  validateNewPassword,
  validatePasswordConfirmation,
} from '@tally/domain/auth/auth-rules';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfigurations } from '../../graphql/configurations.ts';
import { readInputErrors } from '../../graphql/errors.ts';
import { ChangePasswordDocument } from '../../graphql/generated/graphql.ts';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

interface ChangePasswordCardProps {
  emails: readonly string[];
  hasPasswordCredentials: boolean;
}

type Errors = Partial<Record<keyof Values | 'form', string>>;

/**
 * Errors of the fields; a mismatch shows on both new-password fields (U-002). The browser mirrors only the
 * length rule: the server also refuses common and breached passwords.
 */
function validate(values: Partial<Values>): Errors {
  const errors: Errors = {};
  if (!values.currentPassword) errors.currentPassword = REQUIRED_MESSAGE;
  // Untouched antd fields have no value at all.
  const newPassword = values.newPassword ?? '';
  const password = validateNewPassword(newPassword);
  if (password) errors.newPassword = password;
  const confirmation = validatePasswordConfirmation(newPassword, values.confirmation ?? '');
  if (confirmation) errors.confirmation = confirmation;
  if (confirmation === PASSWORDS_DO_NOT_MATCH_MESSAGE) errors.newPassword ??= PASSWORDS_DO_NOT_MATCH_MESSAGE;
  return errors;
}

/** The profile's Change Password card (U-002..U-004); single-sign-on users see where their password lives. */
export function ChangePasswordCard({ emails, hasPasswordCredentials }: ChangePasswordCardProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const config = useConfigurations();
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const [errors, setErrors] = useState<Errors>({});

  if (credentialsManagedBySso({ emails, hasPasswordCredentials }, config.get('sso-email-domain') ?? '')) {
    return (
      <Card title="Change Password">
        <Typography.Text>{SSO_MANAGED_CREDENTIALS_MESSAGE}</Typography.Text>
      </Card>
    );
  }

  const submit = async (values: Partial<Values>) => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await changePassword({
        variables: { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '' },
      });
    } catch (error) {
      // The server's reason under its field (the spec only logs failures; see its Gaps).
      const { fields, message: general } = readInputErrors(error);
      setErrors({
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
        form: fields.currentPassword || fields.newPassword ? undefined : general,
      });
      return;
    }
    void message.success(PASSWORD_CHANGED_MESSAGE);
    navigate('/user/timesheets');
  };

  return (
    <Card title="Change Password">
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        onFinish={submit}
        onValuesChange={() => setErrors({})}
        requiredMark={false}
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          validateStatus={errors.currentPassword ? 'error' : undefined}
          help={errors.currentPassword}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="newPassword"
          validateStatus={errors.newPassword ? 'error' : undefined}
          help={errors.newPassword}
          extra="At least 12 characters; a few unrelated words make a strong one."
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmation"
          validateStatus={errors.confirmation ? 'error' : undefined}
          help={errors.confirmation}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {errors.form ? (
          <Typography.Paragraph type="danger" role="alert">
            {errors.form}
          </Typography.Paragraph>
        ) : null}
        <Button type="primary" htmlType="submit" loading={loading}>
          Change Password
        </Button>
      </Form>
    </Card>
  );
}
