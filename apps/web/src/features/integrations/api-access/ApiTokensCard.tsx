import { useMutation, useQuery } from '@apollo/client/react';
import {
  TOKEN_EXPIRY_DAYS,
  TOKEN_MESSAGES,
  TOKEN_NAME_MAX,
  type TokenScope,
  tokenExpiryProblem,
  tokenNameProblem,
} from '@tally/domain/integrations/api-access';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Radio,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  CreatePersonalAccessTokenDocument,
  PersonalAccessTokensDocument,
  type PersonalAccessTokensQuery,
  RevokePersonalAccessTokenDocument,
} from '../../../graphql/generated/graphql.ts';
import { DataTable } from '../../../ui/table/DataTable.tsx';

type Token = PersonalAccessTokensQuery['personalAccessTokens'][number];
const NEVER = 'never';

const when = (iso: string | null | undefined, none = '—') => (iso ? new Date(iso).toLocaleString() : none);

function stateOf(token: Token): { label: string; color: string } {
  if (token.revokedAt) return { label: 'Revoked', color: 'default' };
  if (token.expiresAt && new Date(token.expiresAt) <= new Date())
    return { label: 'Expired', color: 'default' };
  return { label: 'Active', color: 'green' };
}

interface Values {
  name: string;
  scope: TokenScope;
  expiry: string;
}

/**
 * Profile › API tokens (issue #17): create a named token (scope, lifetime; never expiring for admins only),
 * see its secret once with a copy button, list the tokens (an admin: everyone's) and revoke them.
 */
/** `manageAll`: the viewer sees and revokes everyone's tokens and may make tokens that never expire. */
export function ApiTokensCard({ userId, manageAll }: { userId: string; manageAll: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data, loading } = useQuery(PersonalAccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [PersonalAccessTokensDocument];
  const [create, creating] = useMutation(CreatePersonalAccessTokenDocument, { refetchQueries });
  const [revoke] = useMutation(RevokePersonalAccessTokenDocument, { refetchQueries });
  const [secret, setSecret] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'expiresInDays' | 'form', string>>>({});

  const onFinish = async (values: Values) => {
    const expiresInDays = values.expiry === NEVER ? null : Number(values.expiry);
    const local = {
      name: tokenNameProblem(values.name ?? '') ?? undefined,
      expiresInDays: tokenExpiryProblem(expiresInDays, manageAll) ?? undefined,
    };
    setErrors(local);
    if (local.name || local.expiresInDays) return;
    try {
      const result = await create({
        variables: { name: values.name.trim(), scope: values.scope, expiresInDays },
      });
      setSecret(result.data?.createPersonalAccessToken.secret ?? null);
      form.resetFields(['name']);
    } catch (error) {
      const { fields, message: general } = readInputErrors(error);
      setErrors({
        name: fields.name,
        expiresInDays: fields.expiresInDays,
        form: fields.name ? undefined : general,
      });
    }
  };

  const onRevoke = async (token: Token) => {
    try {
      await revoke({ variables: { id: token.id } });
      void message.success(`Token “${token.name}” revoked`);
    } catch (error) {
      void message.error(readInputErrors(error).message ?? 'The token could not be revoked');
    }
  };

  const tokens = data?.personalAccessTokens ?? [];
  const showOwner = manageAll && tokens.some((token) => token.ownerId !== userId);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          API tokens
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">
        A token lets another tool (payroll, BI, invoicing) use the API as you: send it as{' '}
        <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text>. See the{' '}
        <a href="/api/docs" style={{ textDecoration: 'underline' }}>
          API documentation
        </a>
        .
      </Typography.Paragraph>
      {secret ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title="Copy your new token now: it will not be shown again."
          description={
            <Typography.Paragraph
              copyable={{ text: secret, tooltips: ['Copy token', 'Copied'] }}
              code
              style={{ wordBreak: 'break-all', margin: 0 }}
            >
              {secret}
            </Typography.Paragraph>
          }
          closable={{ onClose: () => setSecret(null), 'aria-label': 'Dismiss the new token' }}
        />
      ) : null}
      <Form
        form={form}
        layout="inline"
        onFinish={onFinish}
        initialValues={{ scope: 'READ', expiry: '90' }}
        style={{ rowGap: 12, marginBottom: 16 }}
        aria-label="New API token"
      >
        <Form.Item
          name="name"
          label="Name"
          validateStatus={errors.name ? 'error' : undefined}
          help={errors.name}
        >
          <Input maxLength={TOKEN_NAME_MAX} placeholder="Payroll sync" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="scope" label="Scope" style={{ maxWidth: '100%' }}>
          {/* Wraps on a phone: the two choices do not fit one line next to the label at 390 px. */}
          <Radio.Group
            style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}
            options={[
              { value: 'READ', label: 'Read only' },
              { value: 'READ_WRITE', label: 'Read and write' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="expiry"
          label="Expires in"
          validateStatus={errors.expiresInDays ? 'error' : undefined}
          help={errors.expiresInDays}
        >
          <Select
            style={{ width: 140 }}
            options={[
              ...TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: `${days} days` })),
              ...(manageAll ? [{ value: NEVER, label: 'Never' }] : []),
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={creating.loading}>
            Create token
          </Button>
        </Form.Item>
      </Form>
      {errors.form ? <Alert type="error" showIcon title={errors.form} style={{ marginBottom: 16 }} /> : null}
      <DataTable<Token>
        tableId="profile-api-tokens"
        label="API tokens"
        rowKey="id"
        size="small"
        loading={loading && !data}
        dataSource={tokens}
        pagination={false}
        locale={{ emptyText: 'No tokens yet' }}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name', locked: true, priority: 1 },
          ...(showOwner ? [{ key: 'owner', title: 'Owner', dataIndex: 'ownerName', priority: 2 }] : []),
          {
            key: 'prefix',
            priority: 3,
            title: 'Token',
            dataIndex: 'prefix',
            render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text>,
          },
          {
            key: 'scope',
            priority: 2,
            title: 'Scope',
            dataIndex: 'scope',
            render: (scope: string) => (scope === 'READ' ? 'Read only' : 'Read and write'),
          },
          {
            key: 'expires',
            priority: 2,
            title: 'Expires',
            dataIndex: 'expiresAt',
            render: (iso: string | null) => when(iso, 'Never'),
          },
          {
            key: 'lastUsed',
            priority: 3,
            title: 'Last used',
            dataIndex: 'lastUsedAt',
            render: (iso: string | null) => when(iso, 'Never'),
          },
          {
            title: 'Status',
            key: 'status',
            priority: 1,
            render: (_value, token) => {
              const state = stateOf(token);
              return <Tag>{state.label}</Tag>;
            },
          },
          {
            title: 'Actions',
            key: 'actions',
            priority: 1,
            render: (_value, token) =>
              token.revokedAt ? null : (
                <Popconfirm
                  title={`Revoke “${token.name}”?`}
                  description="Tools using it stop working at once."
                  okText="Revoke"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onRevoke(token)}
                >
                  <Button danger size="small" aria-label={`Revoke ${token.name}`}>
                    Revoke
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Space style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{TOKEN_MESSAGES.sessionOnly}</Typography.Text>
      </Space>
    </Card>
  );
}
