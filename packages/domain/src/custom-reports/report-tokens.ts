/**
 * `<field>` and `<user.field>` tokens in report text (F-042, C-055): an override rule may write
 * 'Time Off (<deliverable>)' or '<user.department>', and the report shows the row's or the person's value.
 */

export type TokenSource = { readonly [key: string]: unknown };

const TOKEN = /<(user\.)?([A-Za-z_][A-Za-z0-9_]*)>/g;

function tokenText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * Replaces each token by the named value: `<field>` from the row, `<user.field>` from the user's details
 * (department, title, employeeType, supervisorName...) and, when those lack it, from the row (which carries the
 * person's fields too). A token naming nothing known stays as written, so a typo shows instead of vanishing.
 */
export function replaceTokens(text: string, row: TokenSource, user?: TokenSource | null): string {
  if (!text.includes('<')) return text;
  return text.replace(TOKEN, (token, userPrefix: string | undefined, name: string) => {
    if (userPrefix && user && Object.hasOwn(user, name)) return tokenText(user[name]);
    if (Object.hasOwn(row, name)) return tokenText(row[name]);
    return token;
  });
}

/** The row with tokens replaced in every text value; the same object when no value holds a token. */
export function applyTokens<Row extends TokenSource>(row: Row, user?: TokenSource | null): Row {
  let copy: Record<string, unknown> | null = null;
  // for...in, not Object.entries: exports run this on every row of a year, and the entries' arrays were
  // garbage to collect (bench/RESULTS.md, stop 22).
  for (const key in row) {
    const value = row[key];
    if (typeof value !== 'string' || !value.includes('<')) continue;
    const replaced = replaceTokens(value, row, user);
    if (replaced === value) continue;
    copy ??= { ...row };
    copy[key] = replaced;
  }
  return (copy ?? row) as Row;
}
