import { Input } from 'antd';
import { Field } from '../../../ui/Field.tsx';
import type { TemplateForm } from './templateForm.ts';

export type TemplateErrors = Partial<Record<keyof TemplateForm, string>>;

interface Props {
  /** Prefix of the inputs' ids (two forms can be on one page). */
  idPrefix: string;
  form: TemplateForm;
  errors: TemplateErrors;
  onChange(form: TemplateForm, errors: TemplateErrors): void;
  descriptionLabel: string;
  autoFocus?: boolean;
}

/** The name and description fields of a project template (D-049, D-050), in the create page and the drawer. */
export function TemplateFields({ idPrefix, form, errors, onChange, descriptionLabel, autoFocus }: Props) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            autoFocus={autoFocus}
            maxLength={200}
            value={form.name}
            onChange={(event) =>
              onChange({ ...form, name: event.target.value }, { ...errors, name: undefined })
            }
          />
        )}
      </Field>
      <Field id={`${idPrefix}-description`} label={descriptionLabel} error={errors.description}>
        {(control) => (
          <Input.TextArea
            {...control}
            rows={4}
            maxLength={5000}
            value={form.description}
            onChange={(event) => onChange({ ...form, description: event.target.value }, errors)}
          />
        )}
      </Field>
    </>
  );
}
