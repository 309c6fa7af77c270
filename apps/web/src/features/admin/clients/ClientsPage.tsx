import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ClientErrors, ClientValues } from '@tally/domain/admin/clients';
import { normalizeClient } from '@tally/domain/admin/clients';
import { App, Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  AddClientDocument,
  type AdminClientFragment,
  AdminClientsDocument,
  EditClientDocument,
} from '../../../graphql/generated/graphql.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { PHONE_CARDS, withPhoneLabels } from '../../../ui/table/phoneCards.ts';
import { ClientForm } from './ClientForm.tsx';
import './clients.css';

type Editing = { client: AdminClientFragment | null } | null;

/** /admin/clients (admin group, D-034..D-037): every client, with New Client and Edit modals. */
export function Component() {
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(AdminClientsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<ClientErrors>();
  const [add, adding] = useMutation(AddClientDocument, {
    refetchQueries: [AdminClientsDocument],
    awaitRefetchQueries: true,
  });
  const [edit, editingCall] = useMutation(EditClientDocument);
  const clients = data?.client.all ?? [];

  const open = (client: AdminClientFragment | null) => {
    setServerErrors(undefined);
    setEditing({ client });
  };

  const save = async (values: ClientValues) => {
    setServerErrors(undefined);
    const input = normalizeClient(values);
    try {
      if (editing?.client) {
        await edit({ variables: { id: editing.client._id, ...input } });
        void message.success('Client updated');
      } else {
        await add({ variables: { name: input.name, shortName: input.shortName } });
        void message.success('Client created');
      }
      setEditing(null);
    } catch (failure) {
      // Logged as the spec has it (D-037), and shown too (Gaps #35).
      console.error('Client submit failed', failure);
      const { fields, message: general } = readInputErrors(failure);
      setServerErrors(fields);
      if (general) void message.error(general);
    }
  };

  return (
    <div className="admin-clients">
      <div className="admin-clients__header">
        <Typography.Title level={1}>Clients</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
          New Client
        </Button>
      </div>
      <QueryState error={error} data={data} errorTitle="The clients could not be loaded." onRetry={refetch}>
        <Table
          rowKey="_id"
          size="middle"
          loading={loading && !data}
          dataSource={clients}
          pagination={false}
          scroll={{ x: 640 }}
          className={PHONE_CARDS}
          locale={{ emptyText: 'No clients yet' }}
          columns={withPhoneLabels<AdminClientFragment>([
            { title: 'Name', dataIndex: 'name', key: 'name' },
            { title: 'Short Name', dataIndex: 'shortName', key: 'shortName' },
            {
              title: 'Customer Name',
              key: 'customerName',
              render: (_: unknown, client: AdminClientFragment) => client.quickbooks?.customerName ?? '',
            },
            {
              title: 'Actions',
              key: 'actions',
              width: 100,
              render: (_: unknown, client: AdminClientFragment) => (
                <Button
                  icon={<EditOutlined />}
                  aria-label={`Edit ${client.name}`}
                  onClick={() => open(client)}
                >
                  Edit
                </Button>
              ),
            },
          ])}
        />
      </QueryState>
      {editing ? (
        <ClientForm
          client={editing.client}
          serverErrors={serverErrors}
          saving={adding.loading || editingCall.loading}
          onSave={(values) => void save(values)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
