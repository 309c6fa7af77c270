import type { WebhookEvent } from '@tally/domain/integrations/api-access';

export interface WebhookRecord {
  id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
}

export interface DeliveryRecord {
  id: string;
  event: WebhookEvent;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  attempts: number;
  responseCode: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
  payload: Record<string, unknown>;
}

/** A delivery as the sender claims it, with its endpoint. */
export interface ClaimedDelivery {
  id: string;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
  retryUntil: Date;
  url: string;
  secret: string;
}
