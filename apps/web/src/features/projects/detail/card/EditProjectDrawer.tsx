import { useMutation, useQuery } from '@apollo/client/react';
import { DISPLAY_DATE_FORMAT } from '@tally/domain/shared/dates';
import {
  Alert,
  App,
  Button,
  Checkbox,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { readInputErrors } from '../../../../graphql/errors.ts';
import {
  AddEndClientDocument,
  ProjectEditOptionsDocument,
  type ProjectHeaderFragment,
  UpdateProjectDocument,
} from '../../../../graphql/generated/graphql.ts';

interface Props {
  project: ProjectHeaderFragment;
  onClose: () => void;
  onSaved: () => void;
}

interface FormValues {
  name: string;
  description?: string | null;
  clientId?: string | null;
  projectCode?: string | null;
  accountingCode?: string | null;
  accountingCodeSuffix?: string | null;
  jobName?: string | null;
  status?: string | null;
  sectors?: string[];
  budget?: number | null;
  proposedBudget?: number | null;
  totalBilledAmount?: number | null;
  owner?: string | null;
  startDate?: Dayjs | null;
  globallyVisible: boolean;
  complete: boolean;
}

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function initialValues(project: ProjectHeaderFragment): FormValues {
  return {
    name: project.name,
    description: project.description ?? '',
    clientId: project.client?._id ?? null,
    projectCode: project.projectCode ?? '',
    accountingCode: project.accountingCode ?? '',
    accountingCodeSuffix: project.accountingCodeSuffix ?? '',
    jobName: project.jobName ?? '',
    status: project.status ?? null,
    sectors: project.sectors,
    budget: project.budget,
    proposedBudget: project.proposedBudget ?? null,
    totalBilledAmount: project.totalBilledAmount ?? null,
    owner: project.ownerId ?? null,
    startDate: project.startDate ? dayjs(project.startDate, 'YYYYMMDD') : null,
    globallyVisible: project.globallyVisible,
    complete: project.complete,
  };
}

/** 'Edit Project' (M-027..M-030): every updateProject field, lists from the taxonomies, and the end client. */
export function EditProjectDrawer({ project, onClose, onSaved }: Props) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const options = useQuery(ProjectEditOptionsDocument, { variables: { projectId: project._id } });
  const [update, updating] = useMutation(UpdateProjectDocument);
  const [addEndClient, addingEndClient] = useMutation(AddEndClientDocument);
  const [endClient, setEndClient] = useState({ open: false, name: '', shortName: '' });
  const [endClientError, setEndClientError] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string>();

  const termOptions = (
    terms: { name: string }[] | undefined,
    current: readonly (string | null | undefined)[],
  ) => {
    const names = (terms ?? []).map((term) => term.name);
    for (const value of current) if (value && !names.includes(value)) names.push(value);
    return names.map((name) => ({ value: name, label: name }));
  };
  const clients = options.data?.clients ?? [];
  const users = options.data?.projectManagement.assignableUsers ?? [];

  const submit = async (values: FormValues) => {
    setGeneralError(undefined);
    try {
      await update({
        variables: {
          projectId: project._id,
          name: values.name.trim(),
          description: orNull(values.description),
          projectCode: orNull(values.projectCode),
          accountingCode: orNull(values.accountingCode),
          accountingCodeSuffix: orNull(values.accountingCodeSuffix),
          jobName: orNull(values.jobName),
          clientId: values.clientId ?? null,
          status: values.status ?? null,
          sectors: values.sectors ?? [],
          budget: values.budget ?? 0,
          proposedBudget: values.proposedBudget ?? null,
          totalBilledAmount: values.totalBilledAmount ?? null,
          owner: values.owner ?? null,
          startDate: values.startDate ? values.startDate.format('YYYYMMDD') : null,
          globallyVisible: values.globallyVisible,
          complete: values.complete,
        },
      });
      onSaved();
      onClose();
    } catch (failure) {
      const { fields, message: general } = readInputErrors(failure);
      form.setFields(
        Object.entries(fields).map(([name, error]) => ({ name: name as keyof FormValues, errors: [error] })),
      );
      if (general) setGeneralError(general);
    }
  };

  const saveEndClient = async () => {
    setEndClientError({});
    const errors: Record<string, string> = {};
    if (!endClient.name.trim()) errors.clientName = 'Required';
    if (!endClient.shortName.trim()) errors.clientShortName = 'Required';
    if (Object.keys(errors).length > 0) {
      setEndClientError(errors);
      return;
    }
    try {
      await addEndClient({
        variables: {
          projectId: project._id,
          clientName: endClient.name.trim(),
          clientShortName: endClient.shortName.trim(),
        },
      });
      setEndClient({ open: false, name: '', shortName: '' });
      void message.success('End client added');
      onSaved();
    } catch (failure) {
      const { fields, message: general } = readInputErrors(failure);
      setEndClientError(general ? { ...fields, general } : fields);
    }
  };

  return (
    <Drawer
      open
      title="Edit Project"
      onClose={onClose}
      size="large"
      destroyOnHidden
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={updating.loading} onClick={() => form.submit()}>
            Save
          </Button>
        </Space>
      }
    >
      {generalError ? (
        <Alert type="error" showIcon title={generalError} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<FormValues>
        form={form}
        name="edit-project"
        layout="vertical"
        initialValues={initialValues(project)}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Required' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} maxLength={10_000} />
        </Form.Item>
        <Form.Item label="Client" name="clientId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.loading}
            options={clients.map((client) => ({ value: client._id, label: client.name }))}
          />
        </Form.Item>
        <div className="edit-project__end-client">
          <Typography.Text strong>End Client</Typography.Text>
          <div>
            {project.endClient ? `${project.endClient.name} (${project.endClient.shortName})` : 'None'}{' '}
            {endClient.open ? null : (
              <Button type="link" onClick={() => setEndClient({ ...endClient, open: true })}>
                Add End Client
              </Button>
            )}
          </div>
          {endClient.open ? (
            <fieldset className="edit-project__end-client-form">
              <legend>New end client</legend>
              <label htmlFor="end-client-name">Client Name</label>
              <Input
                id="end-client-name"
                value={endClient.name}
                aria-invalid={Boolean(endClientError.clientName)}
                aria-describedby="end-client-name-error"
                onChange={(e) => setEndClient({ ...endClient, name: e.target.value })}
              />
              <div id="end-client-name-error" className="tally-field-error" aria-live="polite">
                {endClientError.clientName}
              </div>
              <label htmlFor="end-client-short">Client Short Name</label>
              <Input
                id="end-client-short"
                value={endClient.shortName}
                aria-invalid={Boolean(endClientError.clientShortName)}
                aria-describedby="end-client-short-error"
                onChange={(e) => setEndClient({ ...endClient, shortName: e.target.value })}
              />
              <div id="end-client-short-error" className="tally-field-error" aria-live="polite">
                {endClientError.clientShortName}
              </div>
              {endClientError.general ? <Alert type="error" title={endClientError.general} /> : null}
              <Space style={{ marginTop: 8 }}>
                <Button onClick={() => setEndClient({ open: false, name: '', shortName: '' })}>Cancel</Button>
                <Button type="primary" loading={addingEndClient.loading} onClick={() => void saveEndClient()}>
                  Add End Client
                </Button>
              </Space>
            </fieldset>
          ) : null}
        </div>
        <Space wrap size="middle" style={{ width: '100%' }} align="start">
          <Form.Item label="Project Code" name="projectCode">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="Job Name" name="jobName">
            <Input maxLength={300} />
          </Form.Item>
        </Space>
        <Space wrap size="middle" style={{ width: '100%' }} align="start">
          <Form.Item label="Accounting Code" name="accountingCode">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="Accounting Code Suffix" name="accountingCodeSuffix">
            <Input maxLength={100} />
          </Form.Item>
        </Space>
        <Form.Item label="Status" name="status">
          <Select
            allowClear
            loading={options.loading}
            options={termOptions(options.data?.statuses?.terms, [project.status])}
          />
        </Form.Item>
        <Form.Item label="Sectors" name="sectors">
          <Select
            mode="multiple"
            allowClear
            loading={options.loading}
            options={termOptions(options.data?.sectors?.terms, project.sectors)}
          />
        </Form.Item>
        <Space wrap size="middle" style={{ width: '100%' }} align="start">
          <Form.Item
            label="Budget"
            name="budget"
            rules={[{ type: 'number', min: 0, message: 'Provide a positive value' }]}
          >
            <InputNumber<number> prefix="$" min={0} precision={2} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label="Proposed Budget"
            name="proposedBudget"
            rules={[{ type: 'number', min: 0, message: 'Provide a positive value' }]}
          >
            <InputNumber<number> prefix="$" min={0} precision={2} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label="Total Billed Amount"
            name="totalBilledAmount"
            rules={[{ type: 'number', min: 0, message: 'Provide a positive value' }]}
          >
            <InputNumber<number> prefix="$" min={0} precision={2} style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Space wrap size="middle" style={{ width: '100%' }} align="start">
          <Form.Item label="Owner" name="owner">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={options.loading}
              style={{ minWidth: 240 }}
              options={[
                ...users.map((user) => ({ value: user._id, label: user.name })),
                ...(project.ownerId && !users.some((user) => user._id === project.ownerId)
                  ? [{ value: project.ownerId, label: 'Current owner (inactive account)' }]
                  : []),
              ]}
            />
          </Form.Item>
          <Form.Item label="Start Date" name="startDate">
            <DatePicker format={DISPLAY_DATE_FORMAT} placeholder={DISPLAY_DATE_FORMAT} />
          </Form.Item>
        </Space>
        <Form.Item name="globallyVisible" valuePropName="checked">
          <Checkbox>Globally visible (everyone may book time)</Checkbox>
        </Form.Item>
        <Form.Item name="complete" valuePropName="checked">
          <Checkbox>Complete</Checkbox>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
