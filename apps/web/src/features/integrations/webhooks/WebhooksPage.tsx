import { useMutation, useQuery } from '@apollo/client/react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookEvent,
} from '@tally/domain/integrations/api-access';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  RedeliverWebhookDeliveryDocument,
  WebhookDeliveriesDocument,
  type WebhookDeliveriesQuery,
  WebhooksDocument,
  type WebhooksQuery,
} from '../../../graphql/generated/graphql.ts';
import { ScrollRegion } from '../../../ui/ScrollRegion.tsx';
import { PHONE_CARDS, withPhoneLabels } from '../../../ui/table/phoneCards.ts';

type Webhook = WebhooksQuery['webhooks'][number];
type Delivery = WebhookDeliveriesQuery['webhookDeliveries'][number];
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

function Deliveries({ webhook }: { webhook: Webhook }) {
  const { message } = App.useApp();
  const { data, loading, refetch } = useQuery(WebhookDeliveriesDocument, {
    variables: { webhookId: webhook.id },
    fetchPolicy: 'network-only',
  });
  const [redeliver] = useMutation(RedeliverWebhookDeliveryDocument);
  return (
    <ScrollRegion label={`Deliveries to ${webhook.url}`}>
      <Table<Delivery>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.webhookDeliveries ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: 'No deliveries yet' }}
        title={() => (
          <Space>
            <Typography.Text strong>Deliveries</Typography.Text>
            <Button size="small" onClick={() => void refetch()}>
              Refresh
            </Button>
          </Space>
        )}
        columns={[
          {
            title: 'Event',
            dataIndex: 'eventName',
            render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
          },
          { title: 'Created', dataIndex: 'createdAt', render: when },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (status: string, delivery) => (
              <Tag title={delivery.lastError ?? undefined}>
                {status === 'PENDING' && delivery.attempts > 0
                  ? 'Retrying'
                  : status[0] + status.slice(1).toLowerCase()}
              </Tag>
            ),
          },
          { title: 'Response', dataIndex: 'responseCode', render: (code: number | null) => code ?? '—' },
          { title: 'Attempts', dataIndex: 'attempts' },
          { title: 'Next try', dataIndex: 'nextAttemptAt', render: when },
          {
            title: 'Delivery id',
            dataIndex: 'id',
            render: (id: string) => (
              <Typography.Text code copyable>
                {id}
              </Typography.Text>
            ),
          },
          {
            title: 'Actions',
            key: 'redeliver',
            render: (_value, delivery) => (
              <Button
                size="small"
                aria-label={`Redeliver ${delivery.eventName} ${delivery.id}`}
                onClick={async () => {
                  try {
                    await redeliver({ variables: { id: delivery.id } });
                    void message.success('Delivery queued again');
                    await refetch();
                  } catch (error) {
                    void message.error(readInputErrors(error).message ?? 'Could not redeliver');
                  }
                }}
              >
                Redeliver
              </Button>
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}

interface Values {
  url: string;
  events: WebhookEvent[];
}

/** /admin/webhooks (issue #17): register endpoints (secret shown once), see their deliveries, redeliver. */
export function Component() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data, loading } = useQuery(WebhooksDocument);
  const refetchQueries = [WebhooksDocument];
  const [create, creating] = useMutation(CreateWebhookDocument, { refetchQueries });
  const [remove] = useMutation(DeleteWebhookDocument, { refetchQueries });
  const [secret, setSecret] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'url' | 'events' | 'form', string>>>({});

  const onFinish = async (values: Values) => {
    const events = values.events ?? [];
    if (events.length === 0) {
      setErrors({ events: WEBHOOK_MESSAGES.eventsRequired });
      return;
    }
    setErrors({});
    try {
      const result = await create({ variables: { url: values.url?.trim() ?? '', events } });
      setSecret(result.data?.createWebhook.secret ?? null);
      form.resetFields();
    } catch (error) {
      const { fields, message: general } = readInputErrors(error);
      setErrors({
        url: fields.url,
        events: fields.events,
        form: fields.url || fields.events ? undefined : general,
      });
    }
  };

  return (
    <>
      <Typography.Title level={1}>Webhooks</Typography.Title>
      <Typography.Paragraph type="secondary">
        Other systems are told of events as signed JSON POSTs (X-Tally-Event, X-Tally-Delivery,
        X-Tally-Signature). Failed deliveries are retried with backoff for 24 hours. See the{' '}
        <a href="/api/docs#webhooks" style={{ textDecoration: 'underline' }}>
          API documentation
        </a>
        .
      </Typography.Paragraph>
      <Card title="New webhook" style={{ marginBottom: 16 }}>
        {secret ? (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            title="Copy the signing secret now: it will not be shown again."
            description={
              <Typography.Paragraph
                copyable={{ text: secret, tooltips: ['Copy secret', 'Copied'] }}
                code
                style={{ wordBreak: 'break-all', margin: 0 }}
              >
                {secret}
              </Typography.Paragraph>
            }
            closable={{ onClose: () => setSecret(null), 'aria-label': 'Dismiss the secret' }}
          />
        ) : null}
        <Form form={form} layout="vertical" onFinish={onFinish} aria-label="New webhook">
          <Form.Item
            name="url"
            label="Endpoint URL"
            validateStatus={errors.url ? 'error' : undefined}
            help={errors.url}
          >
            <Input type="url" placeholder="https://example.com/hooks/tally" maxLength={2048} />
          </Form.Item>
          <Form.Item
            name="events"
            label="Events"
            validateStatus={errors.events ? 'error' : undefined}
            help={errors.events}
          >
            <Checkbox.Group
              style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
              options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] }))}
            />
          </Form.Item>
          {errors.form ? (
            <Alert type="error" showIcon title={errors.form} style={{ marginBottom: 16 }} />
          ) : null}
          <Button type="primary" htmlType="submit" loading={creating.loading}>
            Add webhook
          </Button>
        </Form>
      </Card>
      <ScrollRegion label="Webhooks">
        <Table<Webhook>
          rowKey="id"
          className={PHONE_CARDS}
          loading={loading && !data}
          dataSource={data?.webhooks ?? []}
          pagination={false}
          locale={{ emptyText: 'No webhooks yet' }}
          expandable={{
            expandedRowRender: (webhook) => <Deliveries webhook={webhook} />,
            expandRowByClick: false,
          }}
          columns={withPhoneLabels<Webhook>([
            {
              title: 'URL',
              dataIndex: 'url',
              // Room for an address to break at its slashes rather than every few letters (760 px).
              width: '35%',
              render: (url: string) => (
                <Typography.Text style={{ wordBreak: 'break-all' }}>{url}</Typography.Text>
              ),
            },
            {
              title: 'Events',
              dataIndex: 'events',
              render: (events: WebhookEvent[]) =>
                events.map((event) => <Tag key={event}>{WEBHOOK_EVENT_LABELS[event]}</Tag>),
            },
            { title: 'Created', dataIndex: 'createdAt', render: when },
            {
              title: 'Actions',
              key: 'delete',
              render: (_value, webhook) => (
                <Popconfirm
                  title="Delete this webhook?"
                  description="Its deliveries go with it."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={async () => {
                    await remove({ variables: { id: webhook.id } });
                    void message.success('Webhook deleted');
                  }}
                >
                  <Button danger size="small" aria-label={`Delete webhook ${webhook.url}`}>
                    Delete
                  </Button>
                </Popconfirm>
              ),
            },
          ])}
        />
      </ScrollRegion>
    </>
  );
}
