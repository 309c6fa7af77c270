import { useMutation, useQuery } from '@apollo/client/react';
import { CONFIGURATION_VALUE_TYPES } from '@tally/domain/super-admin/config';
import type { ConfigurationEdit } from '@tally/domain/super-admin/config-edit';
import { App, Button, Input, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  AllConfigurationsDocument,
  type ConfigurationEntryFieldsFragment,
  UpdateConfigDocument,
} from '../../../graphql/generated/graphql.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { ConfigurationForm } from './ConfigurationForm.tsx';
import './configurations.css';
import { matchesQuery } from '@tally/domain/shared/search';

type Entry = ConfigurationEntryFieldsFragment;

function matches(entry: Entry, query: string): boolean {
  return matchesQuery([entry.key, entry.value, entry.description, entry.valueType], query);
}

const byText = (pick: (entry: Entry) => string | null) => (a: Entry, b: Entry) =>
  (pick(a) ?? '').localeCompare(pick(b) ?? '');

/** /super-admin/configurations (S-003..S-011): every configuration entry, searchable and sortable, with an edit modal. */
export function Component() {
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(AllConfigurationsDocument);
  const [updateConfig, updating] = useMutation(UpdateConfigDocument, {
    // Every screen of this browser reads the new value from the next configuration load (S-011).
    refetchQueries: ['Configurations'],
  });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Entry | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ConfigurationEdit, string>>>();
  const [saveError, setSaveError] = useState<string>();

  const query = search.trim().toLowerCase();
  const entries = useMemo(
    () => (data?.allConfigurations ?? []).filter((entry) => matches(entry, query)),
    [data, query],
  );

  const open = (entry: Entry) => {
    setServerErrors(undefined);
    setSaveError(undefined);
    setEditing(entry);
  };

  const save = async (values: ConfigurationEdit) => {
    if (!editing) return;
    setServerErrors(undefined);
    setSaveError(undefined);
    try {
      await updateConfig({ variables: { id: editing._id, ...values } });
      void message.success(`Configuration '${editing.key}' saved`);
      setEditing(null);
    } catch (caught) {
      const read = readInputErrors(caught);
      setServerErrors(read.fields);
      setSaveError(read.message);
    }
  };

  const columns: TableColumnsType<Entry> = [
    {
      title: 'Key',
      dataIndex: 'key',
      sorter: byText((entry) => entry.key),
      defaultSortOrder: 'ascend',
      width: 230,
      fixed: 'left',
      render: (key: string) => <span className="configurations__key">{key}</span>,
    },
    {
      title: 'Value',
      dataIndex: 'value',
      width: '32%',
      sorter: byText((entry) => entry.value),
      render: (value: string | null) =>
        value ? (
          <span className="configurations__value">{value}</span>
        ) : (
          <Typography.Text type="secondary">(empty)</Typography.Text>
        ),
    },
    {
      title: 'Description',
      dataIndex: 'description',
      sorter: byText((entry) => entry.description),
    },
    {
      title: 'Value Type',
      dataIndex: 'valueType',
      width: 130,
      sorter: byText((entry) => entry.valueType),
      filters: CONFIGURATION_VALUE_TYPES.map((type) => ({ text: type, value: type })),
      onFilter: (value, entry) => entry.valueType === value,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, entry) => (
        <Button size="small" onClick={() => open(entry)} aria-label={`Edit ${entry.key}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <div className="configurations">
      <Typography.Title level={1}>Configurations</Typography.Title>
      <div className="configurations__toolbar">
        <Input.Search
          allowClear
          placeholder="Search key, value or description"
          aria-label="Search configurations"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="configurations__search"
        />
        <Typography.Text type="secondary" aria-live="polite">
          {data ? `${entries.length} of ${data.allConfigurations.length} entries` : ''}
        </Typography.Text>
      </div>
      <QueryState
        error={error}
        data={data}
        errorTitle="The configuration entries could not be loaded."
        onRetry={refetch}
      >
        <Table<Entry>
          rowKey="_id"
          columns={columns}
          dataSource={entries}
          loading={loading && !data}
          pagination={false}
          size="middle"
          tableLayout="fixed"
          scroll={{ x: 980 }}
          locale={{
            emptyText: query ? 'No configuration entry matches the search' : 'No configuration entries',
          }}
        />
      </QueryState>
      {editing && (
        <ConfigurationForm
          key={editing._id}
          entry={editing}
          serverErrors={serverErrors}
          saveError={saveError}
          saving={updating.loading}
          onSave={(values) => void save(values)}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}
