/**
 * The one search rule of list filters (D-002, D-039, M-116, P-011, ...): a row matches when any of its texts
 * contains the query, ignoring case and the query's outer spaces; a blank query matches every row.
 */
export function matchesQuery(
  texts: string | null | undefined | readonly (string | null | undefined)[],
  query: string,
) {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const list = typeof texts === 'string' || texts == null ? [texts] : texts;
  return list.some((text) => text?.toLowerCase().includes(needle) ?? false);
}
