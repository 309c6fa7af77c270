/** The one answer for a reset link that is unknown, used or expired: it does not say which. */
export const INVALID_RESET_TOKEN_MESSAGE =
  'This password reset link is invalid or has expired. Request a new one.';
