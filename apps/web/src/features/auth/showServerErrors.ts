import type { FormInstance } from 'antd';
import { readInputErrors } from '../../graphql/errors.ts';

/**
 * Puts a failed mutation's BAD_USER_INPUT messages on the form's own fields and returns the rest
 * (messages for fields the form lacks, such as the reset token, and general errors) as one text.
 */
export function showServerErrors(
  form: FormInstance,
  error: unknown,
  formFields: readonly string[],
): string | undefined {
  const { fields, message } = readInputErrors(error);
  const own = new Set<string>(formFields);
  const onFields = Object.entries(fields).filter(([name]) => own.has(name));
  form.setFields(onFields.map(([name, text]) => ({ name, errors: [text] })));
  const elsewhere = Object.entries(fields)
    .filter(([name]) => !own.has(name))
    .map(([, text]) => text);
  return [message, ...elsewhere].filter(Boolean).join(' ') || undefined;
}
