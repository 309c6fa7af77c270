/** Client mirror of the role rules (M-053, M-054); the server enforces the same ones. */
export interface RoleValues {
  name: string;
  rate: number | null;
}

export const ROLE_MESSAGES = {
  nameRequired: 'Role is required',
  rateRequired: 'Hourly rate is required',
  positive: 'Provide a positive value',
  duplicate: 'This role already exists on the project',
} as const;

export function roleErrors(
  values: RoleValues,
  usedNames: readonly string[],
): Partial<Record<keyof RoleValues, string>> {
  const errors: Partial<Record<keyof RoleValues, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = ROLE_MESSAGES.nameRequired;
  else if (usedNames.some((used) => used.toLowerCase() === name.toLowerCase()))
    errors.name = ROLE_MESSAGES.duplicate;
  if (values.rate === null || Number.isNaN(values.rate)) errors.rate = ROLE_MESSAGES.rateRequired;
  else if (values.rate < 0) errors.rate = ROLE_MESSAGES.positive;
  return errors;
}
