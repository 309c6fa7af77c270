import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Drawer } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { AdminProjectTemplatesDocument, UpdateTemplateDocument } from '../../../graphql/generated/graphql.ts';
import { type TemplateErrors, TemplateFields } from './TemplateFields.tsx';
import { type TemplateForm, validateTemplate } from './templateForm.ts';

interface Props {
  template: { _id: string; name: string; description?: string | null };
  onClose: () => void;
}

/** The Update Template drawer (D-050): updateProject(name, description). */
export function UpdateTemplateDrawer({ template, onClose }: Props) {
  const { message } = App.useApp();
  const [form, setForm] = useState<TemplateForm>({
    name: template.name,
    description: template.description ?? '',
  });
  const [errors, setErrors] = useState<TemplateErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateTemplateDocument, {
    refetchQueries: [AdminProjectTemplatesDocument],
  });

  const submit = async () => {
    const found = validateTemplate(form);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    try {
      await update({
        variables: {
          projectId: template._id,
          name: form.name.trim(),
          description: form.description.trim() || null,
        },
      });
      void message.success('Template updated');
      onClose();
    } catch (failure) {
      const read = readInputErrors(failure);
      setErrors({ name: read.fields.name, description: read.fields.description });
      setGeneral(read.message ?? null);
    }
  };

  return (
    <Drawer
      open
      title="Update Template"
      onClose={onClose}
      size="large"
      extra={
        <Button type="primary" loading={loading} onClick={() => void submit()}>
          Save
        </Button>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {general ? (
          <Alert type="error" showIcon title={general} className="project-templates__alert" />
        ) : null}
        <TemplateFields
          idPrefix="update-template"
          form={form}
          errors={errors}
          descriptionLabel="Description"
          onChange={(next, nextErrors) => {
            setForm(next);
            setErrors(nextErrors);
          }}
        />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Drawer>
  );
}
