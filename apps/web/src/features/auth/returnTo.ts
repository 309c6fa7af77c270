export const DEFAULT_RETURN_TO = '/user/timesheets';

/**
 * The path to go to after sign-in, when it is a same-origin relative path outside /auth;
 * anything else (absolute or protocol-relative URLs, backslash tricks) gives undefined.
 */
export function safeReturnTo(
  value: string | null | undefined,
  origin = window.location.origin,
): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is rejected here
  if (/[\u0000-\u001f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function returnToOrDefault(value: string | null | undefined): string {
  return safeReturnTo(value) ?? DEFAULT_RETURN_TO;
}
