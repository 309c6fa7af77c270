import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  webhookEventName,
} from '@tally/domain/integrations/api-access';
import { mayManageWebhooks } from '@tally/domain/policies/integrations';
import { z } from 'zod';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import { policyRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import type { DeliveryRecord, WebhookRecord } from './records.ts';
import { createWebhook } from './use-cases/create-webhook.ts';
import { deleteWebhook } from './use-cases/delete-webhook.ts';
import { listDeliveries } from './use-cases/list-deliveries.ts';
import { listWebhooks } from './use-cases/list-webhooks.ts';
import { redeliverWebhookDelivery } from './use-cases/redeliver-webhook-delivery.ts';

const idArgs = z.object({ id: z.uuid() });
const webhookIdArgs = z.object({ webhookId: z.uuid() });
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Webhooks (issue #17): admins register endpoints; events are POSTed signed, retried for 24 hours. */
export function registerWebhooks(builder: Builder) {
  const Event = builder.enumType('WebhookEvent', {
    description:
      'What a webhook is told of. The X-Tally-Event header names it in lower case with a dot: ' +
      '`timesheet.approved`, `project.budget_threshold`, `user.created`...',
    values: Object.fromEntries(
      WEBHOOK_EVENTS.map((event) => [
        event,
        { description: `${WEBHOOK_EVENT_LABELS[event]} (\`${webhookEventName(event)}\`).` },
      ]),
    ) as Record<WebhookEvent, { description: string }>,
  });

  const DeliveryStatus = builder.enumType('WebhookDeliveryStatus', {
    description:
      'Where a delivery stands: PENDING (not yet sent, or failed and waiting to retry), SUCCEEDED (answered 2xx) or FAILED (gave up after 24 hours).',
    values: {
      PENDING: { description: 'Not delivered yet: due now, or retried later after a failure.' },
      SUCCEEDED: { description: 'The endpoint answered 2xx.' },
      FAILED: { description: 'No 2xx answer within 24 hours of retries; Redeliver sends it again.' },
    },
  });

  const Webhook = builder.objectRef<WebhookRecord>('Webhook').implement({
    description: 'An endpoint events are POSTed to. Its secret signs each body (X-Tally-Signature).',
    fields: (t) => ({
      id: t.exposeID('id', { description: "The endpoint's id." }),
      url: t.exposeString('url', { description: 'Where events are POSTed.' }),
      events: t.field({
        description: 'The events it receives.',
        type: [Event],
        resolve: (webhook) => webhook.events,
      }),
      createdAt: t.string({
        description: 'When it was registered (ISO 8601).',
        resolve: (webhook) => webhook.createdAt.toISOString(),
      }),
    }),
  });

  const Delivery = builder.objectRef<DeliveryRecord>('WebhookDelivery').implement({
    description:
      'One event sent to one endpoint; its id is the X-Tally-Delivery header, the same on every try.',
    fields: (t) => ({
      id: t.exposeID('id', {
        description: 'The delivery id, sent as X-Tally-Delivery (stable across retries).',
      }),
      event: t.field({ description: 'The event.', type: Event, resolve: (delivery) => delivery.event }),
      eventName: t.string({
        description: 'The X-Tally-Event header (`timesheet.approved`).',
        resolve: (delivery) => webhookEventName(delivery.event),
      }),
      status: t.field({
        description: 'Where the delivery stands.',
        type: DeliveryStatus,
        resolve: (delivery) => delivery.status,
      }),
      attempts: t.exposeInt('attempts', { description: 'How many times it was sent.' }),
      responseCode: t.exposeInt('responseCode', {
        nullable: true,
        description: 'The HTTP status of the last try; null when no answer came.',
      }),
      lastError: t.exposeString('lastError', {
        description: 'Why the last try failed, if it did.',
        nullable: true,
      }),
      createdAt: t.string({
        description: 'When the event happened (ISO 8601).',
        resolve: (delivery) => delivery.createdAt.toISOString(),
      }),
      deliveredAt: t.string({
        description: 'When the endpoint answered 2xx (ISO 8601), if it did.',
        nullable: true,
        resolve: (delivery) => iso(delivery.deliveredAt),
      }),
      nextAttemptAt: t.string({
        nullable: true,
        description: 'When a pending delivery is tried next.',
        resolve: (delivery) => (delivery.status === 'PENDING' ? iso(delivery.nextAttemptAt) : null),
      }),
      payload: t.field({
        type: 'JSON',
        description: 'The `data` of the body.',
        resolve: (delivery) => delivery.payload,
      }),
    }),
  });

  const Created = builder.objectRef<{ secret: string; webhook: WebhookRecord }>('WebhookCreated').implement({
    description:
      'An endpoint just registered, with its signing secret: copy it now, it is never shown again.',
    fields: (t) => ({
      secret: t.exposeString('secret', { description: 'The signing secret (whsec_...): shown only now.' }),
      webhook: t.field({
        description: 'The endpoint.',
        type: Webhook,
        resolve: (created) => created.webhook,
      }),
    }),
  });

  builder.queryField('webhooks', (t) =>
    t.field({
      ...policyRule(mayManageWebhooks),
      type: [Webhook],
      description: 'Every registered endpoint, newest first (admins).',
      resolve: (_root, _args, context) => listWebhooks(context.deps),
    }),
  );

  builder.queryField('webhookDeliveries', (t) =>
    t.field({
      ...policyRule(mayManageWebhooks),
      type: [Delivery],
      description: "An endpoint's latest 200 deliveries, newest first (admins).",
      args: { webhookId: t.arg.id({ description: 'The endpoint.', required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(webhookIdArgs, { webhookId: String(args.webhookId) });
        return listDeliveries(context.deps, input.webhookId);
      },
    }),
  );

  builder.mutationField('createWebhook', (t) =>
    t.field({
      ...policyRule(mayManageWebhooks),
      type: Created,
      description:
        'Registers an endpoint for the given events (admins). Addresses on private or loopback networks are ' +
        'refused (BAD_USER_INPUT on url) unless WEBHOOKS_ALLOW_PRIVATE_HOSTS=true.',
      args: {
        url: t.arg.string({
          description:
            'An https (or http) address; private and loopback addresses are refused unless allowed.',
          required: true,
        }),
        events: t.arg({ description: 'The events to send (at least one).', type: [Event], required: true }),
      },
      resolve: (_root, args, context) =>
        createWebhook(context.deps, requireViewer(context), { url: args.url, events: args.events }),
    }),
  );

  builder.mutationField('deleteWebhook', (t) =>
    t.boolean({
      ...policyRule(mayManageWebhooks),
      description: 'Removes an endpoint and its deliveries (admins).',
      args: { id: t.arg.id({ description: 'The endpoint.', required: true }) },
      resolve: (_root, args, context) => {
        const { id } = parseInput(idArgs, { id: String(args.id) });
        return deleteWebhook(context.deps, requireViewer(context), id);
      },
    }),
  );

  builder.mutationField('redeliverWebhookDelivery', (t) =>
    t.field({
      ...policyRule(mayManageWebhooks),
      type: Delivery,
      description: 'Sends a delivery again now, with the same id and body (admins).',
      args: { id: t.arg.id({ description: 'The delivery.', required: true }) },
      resolve: (_root, args, context) => {
        const { id } = parseInput(idArgs, { id: String(args.id) });
        return redeliverWebhookDelivery(context.deps, requireViewer(context), id);
      },
    }),
  );
}
