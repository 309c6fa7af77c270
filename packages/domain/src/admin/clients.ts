/** Client rules of the /admin/clients screen (part 3 §5; D-035, E-038), shared by the form and the API. */

export const CLIENT_MESSAGES = {
  nameRequired: 'Name is required',
  shortNameRequired: 'Short Name is required',
  nameTaken: 'A client with this name already exists',
} as const;

/** Longest name, short name and customer name accepted. */
export const CLIENT_LIMITS = { name: 200, shortName: 50, customerName: 200 } as const;

export interface ClientValues {
  name: string;
  shortName: string;
  /** The accounting system's customer name; optional. */
  quickbooksCustomerName: string;
}

export type ClientErrors = Partial<Record<keyof ClientValues, string>>;

const tooLong = (max: number) => `At most ${max} characters`;

/** The messages of a client's values, after trimming; an empty object when they may be saved. */
export function clientErrors(values: ClientValues): ClientErrors {
  const errors: ClientErrors = {};
  const name = values.name.trim();
  const shortName = values.shortName.trim();
  if (!name) errors.name = CLIENT_MESSAGES.nameRequired;
  else if (name.length > CLIENT_LIMITS.name) errors.name = tooLong(CLIENT_LIMITS.name);
  if (!shortName) errors.shortName = CLIENT_MESSAGES.shortNameRequired;
  else if (shortName.length > CLIENT_LIMITS.shortName) errors.shortName = tooLong(CLIENT_LIMITS.shortName);
  if (values.quickbooksCustomerName.trim().length > CLIENT_LIMITS.customerName)
    errors.quickbooksCustomerName = tooLong(CLIENT_LIMITS.customerName);
  return errors;
}

/** The values as saved: trimmed, an empty customer name becoming none. */
export function normalizeClient(values: ClientValues): {
  name: string;
  shortName: string;
  quickbooksCustomerName: string | null;
} {
  const customer = values.quickbooksCustomerName.trim();
  return {
    name: values.name.trim(),
    shortName: values.shortName.trim(),
    quickbooksCustomerName: customer || null,
  };
}

/** Whether the form differs from what is saved (submit stays disabled until it does). */
export function clientChanged(saved: ClientValues, values: ClientValues): boolean {
  const a = normalizeClient(saved);
  const b = normalizeClient(values);
  return (
    a.name !== b.name || a.shortName !== b.shortName || a.quickbooksCustomerName !== b.quickbooksCustomerName
  );
}
