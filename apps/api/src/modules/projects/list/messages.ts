/** User-facing texts of creating a project (spec part 2 §3). */
export const CREATE_PROJECT_MESSAGES = {
  required: 'Required',
  clientNotFound: 'Client not found',
  clientExists: 'A client with this name already exists; pick it from the list instead',
  templateNotFound: 'Template not found',
  positive: 'Provide a positive value',
} as const;
