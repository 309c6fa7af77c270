/** The spec's pauses: 2 s before the reset-request confirmation, 1.5 s before leaving after a reset. */
export const RESET_REQUEST_DELAY_MS = 2000;
export const RESET_REDIRECT_DELAY_MS = 1500;

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
