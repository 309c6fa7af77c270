import { REQUIRED_MESSAGE } from '@tally/domain/auth/auth-rules';

export interface TemplateForm {
  name: string;
  description: string;
}

/** D-049: the name is required (shown on the name field); the description is optional. */
export function validateTemplate(form: TemplateForm): Partial<Record<keyof TemplateForm, string>> {
  return form.name.trim() === '' ? { name: REQUIRED_MESSAGE } : {};
}

export const templatePath = (projectId: string, tab?: string) =>
  `/admin/project-templates/${projectId}${tab ? `/${tab}` : ''}`;
