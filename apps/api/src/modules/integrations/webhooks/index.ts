export { registerWebhooks } from './schema.ts';
export { scheduleWebhookDeliveries, wakeWebhookDeliveries } from './use-cases/drain-webhook-deliveries.ts';
export { emitWebhookEvent, timesheetEventData } from './use-cases/emit-webhook-event.ts';
