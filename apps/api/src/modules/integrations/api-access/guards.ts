import { TOKEN_MESSAGES } from '@tally/domain/integrations/api-access';
import type { Viewer } from '../../../auth/sessions.ts';
import { apiError } from '../../../graphql/errors.ts';

/** Tokens and webhooks are managed from a browser session: a leaked token cannot mint another. */
export function assertSessionViewer(viewer: Viewer): void {
  if (viewer.token) throw apiError('FORBIDDEN', TOKEN_MESSAGES.sessionOnly);
}
