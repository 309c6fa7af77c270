export { registerAccessTokens } from './api-access/index.ts';
export {
  NOT_CONNECTED_MESSAGE,
  registerIntegrations,
  syncProject,
} from './netsuite/index.ts';
export {
  emitWebhookEvent,
  registerWebhooks,
  scheduleWebhookDeliveries,
  timesheetEventData,
  wakeWebhookDeliveries,
} from './webhooks/index.ts';
