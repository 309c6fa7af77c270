import { useMutation, useQuery } from '@apollo/client/react';
import { EXPENSE_MESSAGES } from '@tally/domain/projects/financials';
import { formatMoney } from '@tally/domain/shared/money';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useConfigurations } from '../../../../graphql/configurations.ts';
import { readInputErrors } from '../../../../graphql/errors.ts';
import {
  AddExpenseDocument,
  type ProjectExpenseFieldsFragment,
  ProjectExpensesDocument,
  RemoveExpenseDocument,
  UpdateExpenseDocument,
} from '../../../../graphql/generated/graphql.ts';
import { PermissionButton } from '../../../../ui/PermissionButton.tsx';
import { QueryError } from '../../../../ui/QueryState.tsx';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { EDITING_LOCKED } from '../../editingLocked.ts';
import { ExpenseForm } from './ExpenseForm.tsx';
import type { ExpenseDraft, ExpenseErrors } from './expenseModel.ts';

const display = (compact: string | null) =>
  compact ? `${compact.slice(4, 6)}/${compact.slice(6, 8)}/${compact.slice(0, 4)}` : '';

const money = (value: number | null) => (value === null ? '' : formatMoney(value));

/** The expenses tab (M-097..M-102): the list, add and edit in a dialog, delete after confirmation. */
export default function ExpensesTab({ project, settings, refetchProject }: ProjectTabProps) {
  const config = useConfigurations();
  const { message } = App.useApp();
  const label = config.get('expenses-tab-label') ?? 'Expenses';
  const { data, loading, error, refetch } = useQuery(ProjectExpensesDocument, {
    variables: { projectId: project._id },
  });
  const refetchQueries = [ProjectExpensesDocument];
  const [addExpense] = useMutation(AddExpenseDocument, { refetchQueries });
  const [updateExpense] = useMutation(UpdateExpenseDocument, { refetchQueries });
  const [removeExpense] = useMutation(RemoveExpenseDocument, { refetchQueries });
  const [editing, setEditing] = useState<ProjectExpenseFieldsFragment | 'new' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const expenses = data?.projectManagement.getProjectExpenses ?? [];

  const permission = !project.canManage
    ? { allowed: false, reason: 'Only the managers of this project can change its expenses.' }
    : settings.lockEditing
      ? { allowed: false, reason: EDITING_LOCKED }
      : { allowed: true };

  /** Failures clear the submitting state and say what the server answered (M-102, gap 35). */
  const save = async (draft: ExpenseDraft): Promise<ExpenseErrors | undefined> => {
    const input = {
      name: draft.name,
      amount: draft.amount,
      comment: draft.comment.trim() === '' ? null : draft.comment,
      date: draft.date,
    };
    try {
      if (editing === 'new') {
        await addExpense({ variables: { projectId: project._id, input } });
        void message.success('Expense added');
      } else if (editing) {
        await updateExpense({
          variables: { id: editing._id, input: { ...input, proposedAmount: draft.proposedAmount } },
        });
        void message.success('Expense saved');
      }
      setEditing(null);
      if (project.deductExpenses) refetchProject();
      return undefined;
    } catch (failure) {
      const { fields, message: text } = readInputErrors(failure);
      if (Object.keys(fields).length > 0) return fields;
      void message.error(text ?? 'The expense could not be saved.');
      return {};
    }
  };

  const remove = async (expense: ProjectExpenseFieldsFragment) => {
    setRemoving(expense._id);
    try {
      await removeExpense({ variables: { expenseId: expense._id } });
      void message.success('Expense deleted');
      if (project.deductExpenses) refetchProject();
    } catch (failure) {
      void message.error(readInputErrors(failure).message ?? 'The expense could not be deleted.');
    } finally {
      setRemoving(null);
    }
  };

  if (error && !data) {
    return <QueryError title="The expenses could not be loaded." error={error} onRetry={refetch} />;
  }

  const total = expenses.reduce((sum, e) => sum + e.amount, 0);
  return (
    <section className="project-expenses" aria-labelledby="project-expenses-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={4} id="project-expenses-title" style={{ margin: 0 }}>
          {label}
        </Typography.Title>
        <PermissionButton type="primary" permission={permission} onClick={() => setEditing('new')}>
          Add Expense
        </PermissionButton>
      </Space>
      <Table<ProjectExpenseFieldsFragment>
        rowKey="_id"
        loading={loading && !data}
        dataSource={expenses}
        pagination={false}
        // An empty table must not scroll: a scrolling region with nothing to focus is out of keyboard reach.
        scroll={expenses.length > 0 ? { x: 760 } : undefined}
        locale={{ emptyText: 'No expenses yet' }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: number) => money(v) },
          {
            title: 'Proposed Amount',
            dataIndex: 'proposedAmount',
            align: 'right',
            render: (v: number | null) => money(v),
          },
          { title: 'Comment', dataIndex: 'comment', ellipsis: true },
          { title: 'Date', dataIndex: 'date', render: (v: string | null) => display(v) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, expense) =>
              permission.allowed ? (
                <Space>
                  <Button
                    size="small"
                    onClick={() => setEditing(expense)}
                    aria-label={`Edit ${expense.name}`}
                  >
                    Edit
                  </Button>
                  <Popconfirm
                    title={EXPENSE_MESSAGES.confirmDelete}
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(expense)}
                  >
                    <Button
                      size="small"
                      danger
                      loading={removing === expense._id}
                      aria-label={`Delete ${expense.name}`}
                    >
                      Delete
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
        summary={() =>
          expenses.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>Total</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong>{formatMoney(total)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={4} />
            </Table.Summary.Row>
          ) : null
        }
      />
      {editing ? (
        <ExpenseForm
          open
          initial={
            editing === 'new'
              ? null
              : {
                  name: editing.name,
                  amount: editing.amount,
                  proposedAmount: editing.proposedAmount ?? null,
                  comment: editing.comment ?? '',
                  date: editing.date ?? null,
                }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
