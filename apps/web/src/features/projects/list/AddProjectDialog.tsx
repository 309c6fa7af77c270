import { useMutation } from '@apollo/client/react';
import { Alert, Checkbox, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  CreateProjectDocument,
  type ProjectListOptionsQuery,
  type ProjectTemplatesQuery,
} from '../../../graphql/generated/graphql.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { Field } from '../../../ui/Field.tsx';

/** Why the client's names cannot be typed (M-024): they come from the client chosen above. */
export const CLIENT_NAMES_FROM_CLIENT =
  "Filled in from the chosen client. Tick 'New client' to type a new one.";

type Client = ProjectListOptionsQuery['clients'][number];
type Template = ProjectTemplatesQuery['projectManagement']['projectTemplates'][number];

interface Props {
  open: boolean;
  clients: Client[];
  /** Templates whose roles, milestones, deliverables and team the new project copies (D-052). */
  templates: Template[];
  onClose: () => void;
  /** The new project's id and name (the detail page shows the name while the project loads). */
  onCreated: (projectId: string, name: string) => void;
}

interface Form {
  name: string;
  description: string;
  projectCode: string;
  budget: number | null;
  newClient: boolean;
  clientId: string | null;
  clientName: string;
  clientShortName: string;
  templateId: string | null;
}

const EMPTY: Form = {
  name: '',
  description: '',
  projectCode: '',
  budget: null,
  newClient: false,
  clientId: null,
  clientName: '',
  clientShortName: '',
  templateId: null,
};

type Errors = Partial<
  Record<
    | 'name'
    | 'client'
    | 'clientName'
    | 'clientShortName'
    | 'projectCode'
    | 'budget'
    | 'description'
    | 'templateId',
    string
  >
>;

/** What the server checks too (M-023): name, and either a client picked or both client names typed. */
export function validateProject(form: Form): Errors {
  const errors: Errors = {};
  if (!form.name.trim()) errors.name = 'Required';
  if (form.newClient) {
    if (!form.clientName.trim()) errors.clientName = 'Required';
    if (!form.clientShortName.trim()) errors.clientShortName = 'Required';
  } else if (!form.clientId) errors.client = 'Required';
  if (form.budget !== null && form.budget < 0) errors.budget = 'Provide a positive value';
  return errors;
}

/** Server field names onto the dialog's fields (M-025: each error on the field it concerns). */
function fieldErrors(fields: Record<string, string>, newClient: boolean): Errors {
  const errors: Errors = {};
  for (const [field, message] of Object.entries(fields)) {
    if (
      field === 'existingClientId' ||
      (!newClient && (field === 'clientName' || field === 'clientShortName'))
    ) {
      errors.client ??= message;
    } else if (field in EMPTY || field === 'clientName' || field === 'clientShortName') {
      errors[field as keyof Errors] = message;
    }
  }
  return errors;
}

/** The Add Project dialog (M-023..M-026); on success the caller opens the new project. */
export function AddProjectDialog({ open, clients, templates, onClose, onCreated }: Props) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateProjectDocument);
  const picked = clients.find((c) => c._id === form.clientId) ?? null;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key === 'clientId' ? 'client' : key]: undefined }));
  };

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setGeneral(null);
    onClose();
  };

  const submit = async () => {
    const found = validateProject(form);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await create({
        variables: {
          name: form.name.trim(),
          description: form.description.trim() || null,
          templateId: form.templateId,
          projectCode: form.projectCode.trim() || null,
          budget: form.budget,
          existingClientId: form.newClient ? null : form.clientId,
          clientName: form.newClient ? form.clientName.trim() : (picked?.name ?? null),
          clientShortName: form.newClient ? form.clientShortName.trim() : (picked?.shortName ?? null),
        },
      });
      const id = data?.createProject._id;
      if (!id) return;
      setForm(EMPTY);
      onCreated(id, form.name.trim());
    } catch (error) {
      const read = readInputErrors(error);
      setErrors(fieldErrors(read.fields, form.newClient));
      setGeneral(read.message ?? null);
    }
  };

  return (
    <Dialog
      title="Add Project"
      open={open}
      onCancel={close}
      onOk={() => void submit()}
      okText="Create Project"
      confirmLoading={loading}
      destroyOnHidden
    >
      <form
        className="add-project"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {general ? <Alert type="error" showIcon title={general} className="add-project__alert" /> : null}
        <Field id="add-project-name" label="Project Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
              maxLength={200}
            />
          )}
        </Field>
        <Field id="add-project-description" label="Description" error={errors.description}>
          {(control) => (
            <Input.TextArea
              {...control}
              rows={3}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <div className="add-project__row">
          <Field id="add-project-code" label="Project Code" error={errors.projectCode}>
            {(control) => (
              <Input
                {...control}
                value={form.projectCode}
                onChange={(e) => set('projectCode', e.target.value)}
              />
            )}
          </Field>
          <Field id="add-project-budget" label="Budget" error={errors.budget}>
            {(control) => (
              <InputNumber<number>
                {...control}
                className="add-project__budget"
                min={0}
                prefix="$"
                value={form.budget}
                formatter={(value) =>
                  value === undefined ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
                }
                parser={(value) => Number((value ?? '').replace(/[$,\s]/g, ''))}
                onChange={(value) => set('budget', value ?? null)}
              />
            )}
          </Field>
        </div>
        {templates.length > 0 ? (
          <Field id="add-project-template" label="Start from template" error={errors.templateId}>
            {(control) => (
              <Select
                {...control}
                allowClear
                placeholder="No template"
                value={form.templateId ?? undefined}
                options={templates.map((t) => ({ value: t._id, label: t.name }))}
                onChange={(value: string | undefined) => set('templateId', value ?? null)}
              />
            )}
          </Field>
        ) : null}
        <Checkbox
          checked={form.newClient}
          onChange={(e) => {
            setForm((current) => ({ ...current, newClient: e.target.checked }));
            setErrors((current) => ({
              ...current,
              client: undefined,
              clientName: undefined,
              clientShortName: undefined,
            }));
          }}
        >
          New client
        </Checkbox>
        {form.newClient ? null : (
          <Field id="add-project-client" label="Client" error={errors.client}>
            {(control) => (
              <Select
                {...control}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Choose a client"
                value={form.clientId ?? undefined}
                options={clients.map((c) => ({ value: c._id, label: c.name }))}
                onChange={(value: string) => set('clientId', value)}
                className="add-project__client"
              />
            )}
          </Field>
        )}
        <div className="add-project__row">
          <Field id="add-project-client-name" label="Client Name" error={errors.clientName}>
            {(control) => (
              <DisabledReason reason={!form.newClient && CLIENT_NAMES_FROM_CLIENT}>
                <Input
                  {...control}
                  disabled={!form.newClient}
                  value={form.newClient ? form.clientName : (picked?.name ?? '')}
                  onChange={(e) => set('clientName', e.target.value)}
                />
              </DisabledReason>
            )}
          </Field>
          <Field id="add-project-client-short-name" label="Client Short Name" error={errors.clientShortName}>
            {(control) => (
              <DisabledReason reason={!form.newClient && CLIENT_NAMES_FROM_CLIENT}>
                <Input
                  {...control}
                  disabled={!form.newClient}
                  value={form.newClient ? form.clientShortName : (picked?.shortName ?? '')}
                  onChange={(e) => set('clientShortName', e.target.value)}
                />
              </DisabledReason>
            )}
          </Field>
        </div>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
