/** A person's name as the screens and mails show it: first and last name, trimmed. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
