import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { TERM_MESSAGES } from '@tally/domain/admin/taxonomy';
import { App, Button, Card, Popconfirm, Space, Table, Typography } from 'antd';
import { useId, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  type AdminTaxonomyFragment,
  AllTaxonomiesDocument,
  CreateTermDocument,
  DeleteTermDocument,
  EditTermDocument,
} from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
import { TermForm } from './TermForm.tsx';
import './taxonomy.css';

type Term = AdminTaxonomyFragment['terms'][number];
type Editing = { taxonomy: AdminTaxonomyFragment; term: Term | null } | null;

/** /admin/taxonomy (admin group, D-053..D-057): one table per taxonomy with add, edit and delete of terms. */
export function Component() {
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(AllTaxonomiesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [serverError, setServerError] = useState<string>();
  const [create, creating] = useMutation(CreateTermDocument);
  const [edit, editingCall] = useMutation(EditTermDocument);
  const [remove] = useMutation(DeleteTermDocument);

  const open = (taxonomy: AdminTaxonomyFragment, term: Term | null) => {
    setServerError(undefined);
    setEditing({ taxonomy, term });
  };

  const save = async (term: string) => {
    if (!editing) return;
    setServerError(undefined);
    const { taxonomy } = editing;
    try {
      if (editing.term) {
        await edit({ variables: { taxonomyId: taxonomy._id, termId: editing.term._id, term } });
        void message.success(`${taxonomy.singular} updated`);
      } else {
        await create({ variables: { taxonomyName: taxonomy.name, term } });
        void message.success(`${taxonomy.singular} added`);
      }
      setEditing(null);
    } catch (failure) {
      const { fields, message: general } = readInputErrors(failure);
      const fieldMessage = fields.term ?? Object.values(fields)[0];
      setServerError(fieldMessage);
      if (!fieldMessage || general) void message.error(general ?? 'The term could not be saved.');
    }
  };

  const deleteTerm = async (taxonomy: AdminTaxonomyFragment, term: Term) => {
    try {
      await remove({ variables: { taxonomyId: taxonomy._id, termId: term._id } });
      void message.success(`${taxonomy.singular} deleted`);
    } catch (failure) {
      void message.error(readInputErrors(failure).message ?? 'The term could not be deleted.');
    }
  };

  const taxonomies = data?.allTaxonomies ?? [];

  return (
    <div className="admin-taxonomy">
      <Typography.Title level={1}>Taxonomy</Typography.Title>
      {error && !data ? (
        <QueryError title="The taxonomies could not be loaded." error={error} onRetry={refetch} />
      ) : loading && !data ? (
        <Card loading aria-busy />
      ) : taxonomies.length === 0 ? (
        <Typography.Paragraph>No taxonomies yet</Typography.Paragraph>
      ) : (
        <div className="admin-taxonomy__list">
          {taxonomies.map((taxonomy) => (
            <TaxonomyTable
              key={taxonomy._id}
              taxonomy={taxonomy}
              onAdd={() => open(taxonomy, null)}
              onEdit={(term) => open(taxonomy, term)}
              onDelete={(term) => deleteTerm(taxonomy, term)}
            />
          ))}
        </div>
      )}
      {editing ? (
        <TermForm
          singular={editing.taxonomy.singular}
          term={editing.term}
          others={editing.taxonomy.terms
            .filter((term) => term._id !== editing.term?._id)
            .map((term) => term.name)}
          serverError={serverError}
          saving={creating.loading || editingCall.loading}
          onSave={(term) => void save(term)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

interface TableProps {
  taxonomy: AdminTaxonomyFragment;
  onAdd: () => void;
  onEdit: (term: Term) => void;
  onDelete: (term: Term) => Promise<void>;
}

function TaxonomyTable({ taxonomy, onAdd, onEdit, onDelete }: TableProps) {
  const headingId = useId();
  return (
    <section className="admin-taxonomy__taxonomy" aria-labelledby={headingId}>
      <div className="admin-taxonomy__header">
        <div>
          <Typography.Title level={2} id={headingId} className="admin-taxonomy__name">
            {taxonomy.name}
          </Typography.Title>
          {taxonomy.description ? (
            <Typography.Text type="secondary">{taxonomy.description}</Typography.Text>
          ) : null}
        </div>
        <Button icon={<PlusOutlined />} onClick={onAdd}>
          {`Add ${taxonomy.singular}`}
        </Button>
      </div>
      <Table
        rowKey="_id"
        size="small"
        dataSource={taxonomy.terms}
        pagination={false}
        aria-labelledby={headingId}
        locale={{ emptyText: 'No terms yet' }}
        columns={[
          { title: taxonomy.singular, dataIndex: 'name', key: 'name' },
          {
            title: 'Actions',
            key: 'actions',
            width: 112,
            render: (_: unknown, term: Term) => (
              <Space>
                <Button
                  icon={<EditOutlined />}
                  aria-label={`Edit ${term.name}`}
                  onClick={() => onEdit(term)}
                />
                <Popconfirm
                  title={TERM_MESSAGES.confirmDelete}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(term)}
                >
                  <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${term.name}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
