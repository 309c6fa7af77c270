import { useMutation } from '@apollo/client/react';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { readInputErrors } from '../../../graphql/errors.ts';
import { AdminProjectTemplatesDocument, CreateTemplateDocument } from '../../../graphql/generated/graphql.ts';
import { type TemplateErrors, TemplateFields } from './TemplateFields.tsx';
import { type TemplateForm, templatePath, validateTemplate } from './templateForm.ts';
import './templates.css';

/** /admin/project-templates/new (D-049): name (required) and description; createProject(..., isTemplate). */
export function Component() {
  const navigate = useNavigate();
  const [form, setForm] = useState<TemplateForm>({ name: '', description: '' });
  const [errors, setErrors] = useState<TemplateErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateTemplateDocument, {
    refetchQueries: [AdminProjectTemplatesDocument],
  });

  const submit = async () => {
    const found = validateTemplate(form);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await create({
        variables: { name: form.name.trim(), description: form.description.trim() || null },
      });
      if (data) navigate(templatePath(data.createProject._id));
    } catch (failure) {
      // Logged as the spec has it (D-049), and shown where it happened (Gaps #25, #35).
      console.error('Template create failed', failure);
      const read = readInputErrors(failure);
      setErrors({ name: read.fields.name, description: read.fields.description });
      const others = Object.entries(read.fields).filter(([key]) => key !== 'name' && key !== 'description');
      setGeneral(read.message ?? (others.length > 0 ? others.map(([, m]) => m).join(' ') : null));
    }
  };

  return (
    <div className="project-templates project-templates--form">
      <Typography.Title level={1}>New Project Template</Typography.Title>
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
          idPrefix="template"
          form={form}
          errors={errors}
          descriptionLabel="Description (optional)"
          autoFocus
          onChange={(next, nextErrors) => {
            setForm(next);
            setErrors(nextErrors);
          }}
        />
        <div className="project-templates__form-actions">
          <Button type="primary" htmlType="submit" loading={loading}>
            Create Template
          </Button>
          <Link to="/admin/project-templates">Cancel</Link>
        </div>
      </form>
    </div>
  );
}
