import type { TokenScope } from '@tally/domain/integrations/api-access';

export interface AccessTokenRecord {
  id: string;
  name: string;
  prefix: string;
  scope: TokenScope;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  ownerId: string;
  ownerName: string;
}
