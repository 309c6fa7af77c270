/** Client mirror of the resource rules (M-060); the server enforces the same ones. */
export interface ResourceValues {
  userId: string | null;
  name: string;
  email: string;
  role: string | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  /** YYYY-MM-DD */
  endDate: string | null;
  allowProjectManagement: boolean;
  timesheetApprover: boolean;
  inactive: boolean;
  budgetedHours: number | null;
  note: string;
}

export const RESOURCE_MESSAGES = {
  required: 'Required',
  endBeforeStart: 'End Date must be on or after Start Date',
  positive: 'Provide a positive value',
  invalidEmail: 'Enter a valid e-mail address',
} as const;

export type ResourceErrors = Partial<Record<keyof ResourceValues, string>>;

export function resourceErrors(values: ResourceValues): ResourceErrors {
  const errors: ResourceErrors = {};
  if (!values.name.trim()) errors.name = RESOURCE_MESSAGES.required;
  if (!values.email.trim()) errors.email = RESOURCE_MESSAGES.required;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = RESOURCE_MESSAGES.invalidEmail;
  if (!values.startDate) errors.startDate = RESOURCE_MESSAGES.required;
  if (values.startDate && values.endDate && values.endDate < values.startDate) {
    errors.endDate = RESOURCE_MESSAGES.endBeforeStart;
  }
  if (values.budgetedHours !== null && values.budgetedHours < 0)
    errors.budgetedHours = RESOURCE_MESSAGES.positive;
  return errors;
}

const compact = (iso: string | null) => (iso ? iso.replaceAll('-', '') : null);

/** The mutation variables shared by addResource and updateResource (dates YYYYMMDD). */
export function resourceVariables(values: ResourceValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    startDate: compact(values.startDate),
    endDate: compact(values.endDate),
    allowProjectManagement: values.allowProjectManagement,
    timesheetApprover: values.timesheetApprover,
    inactive: values.inactive,
    budgetedHours: values.budgetedHours,
  };
}
