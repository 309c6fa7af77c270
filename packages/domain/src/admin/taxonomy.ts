/** Taxonomy term rules of the /admin/taxonomy screen (part 3 §5; D-054, E-040), shared by the form and the API. */

export const TERM_MESSAGES = {
  required: 'Required',
  confirmDelete: 'Are you sure you want to delete this term?',
} as const;

export const TERM_MAX_LENGTH = 100;

/**
 * The singular label of a taxonomy: its own label when set (Gaps #26), else the spec's rule, the plural name
 * minus its last letter ('Sectors' → 'Sector').
 */
export function taxonomySingular(taxonomy: { name: string; singularLabel?: string | null }): string {
  const label = taxonomy.singularLabel?.trim();
  if (label) return label;
  return taxonomy.name.slice(0, -1);
}

/** '{singular} already exists' (D-054). */
export const termExists = (singular: string) => `${singular} already exists`;

/** The message of a term (trimmed), or null when it may be saved; `others` are the taxonomy's other terms. */
export function termError(term: string, others: readonly string[], singular: string): string | null {
  const value = term.trim();
  if (!value) return TERM_MESSAGES.required;
  if (value.length > TERM_MAX_LENGTH) return `At most ${TERM_MAX_LENGTH} characters`;
  const lower = value.toLowerCase();
  if (others.some((other) => other.trim().toLowerCase() === lower)) return termExists(singular);
  return null;
}
