export { registerWebhooks } from './schema.ts';
export { emitWebhookEvent, timesheetEventData } from './webhook-events.ts';
export { scheduleWebhookDeliveries, wakeWebhookDeliveries } from './webhook-sender.ts';
