import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Skeleton, Typography } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useConfigurations } from '../../../../graphql/configurations.ts';
import { readInputErrors } from '../../../../graphql/errors.ts';
import {
  AddExpenseDocument,
  DeductProjectExpensesDocument,
  ProjectExpensesDocument,
  ProjectFeeGridCategoriesDocument,
  ProjectSummaryCostDocument,
  RemoveExpenseDocument,
  SetCategoryExpenseBudgetDocument,
  UpdateExpenseDocument,
  UpdateProjectFieldDocument,
} from '../../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../../ui/QueryState.tsx';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { EDITING_LOCKED } from '../../editingLocked.ts';
import { FeeGrid, type FeeGridExpense } from './FeeGrid.tsx';
import './summary.css';

const failed = (message: MessageInstance, error: unknown, fallback: string) => {
  const { fields, message: text } = readInputErrors(error);
  void message.error(Object.values(fields)[0] ?? text ?? fallback);
};

/**
 * The Project Summary tab (M-043..M-051): the fee grid with budget, proposed budget, expenses, the expense budget
 * of each category (M-047) and cost.
 */
export default function SummaryTab({ project, settings, refetchProject }: ProjectTabProps) {
  const config = useConfigurations();
  const { message } = App.useApp();
  const costLabel = config.get('project-cost-label') ?? 'Cost';
  const variables = { projectId: project._id };
  const expenses = useQuery(ProjectExpensesDocument, { variables });
  const cost = useQuery(ProjectSummaryCostDocument, { variables, errorPolicy: 'all' });
  const categories = useQuery(ProjectFeeGridCategoriesDocument, {
    variables,
    // Category budgets change on the Deliverables tab: show the cached columns, then the current ones.
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [
    ProjectExpensesDocument,
    ProjectSummaryCostDocument,
    ProjectFeeGridCategoriesDocument,
  ];
  const [setCategoryBudget] = useMutation(SetCategoryExpenseBudgetDocument, {
    refetchQueries: [ProjectFeeGridCategoriesDocument],
  });
  const [updateField] = useMutation(UpdateProjectFieldDocument, {
    refetchQueries: [ProjectSummaryCostDocument],
  });
  const [deduct] = useMutation(DeductProjectExpensesDocument, {
    refetchQueries: [ProjectSummaryCostDocument],
  });
  const [addExpense] = useMutation(AddExpenseDocument, { refetchQueries });
  const [updateExpense] = useMutation(UpdateExpenseDocument, { refetchQueries });
  const [removeExpense] = useMutation(RemoveExpenseDocument, { refetchQueries });
  const canEdit = project.canManage && !settings.lockEditing;

  if (expenses.error && !expenses.data) {
    return (
      <QueryError
        title="The project summary could not be loaded."
        error={expenses.error}
        onRetry={expenses.refetch}
      />
    );
  }
  if (!expenses.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const list = expenses.data.projectManagement.getProjectExpenses;
  const financials = cost.data?.projectManagement.project.financials ?? null;

  const afterChange = () => refetchProject();

  const saveAmounts = async (
    row: FeeGridExpense,
    patch: { amount?: number; proposedAmount?: number | null },
  ) => {
    const current = list.find((e) => e._id === row._id);
    if (!current) return;
    try {
      await updateExpense({
        variables: {
          id: row._id,
          input: {
            name: current.name,
            amount: patch.amount ?? current.amount,
            proposedAmount: 'proposedAmount' in patch ? patch.proposedAmount : current.proposedAmount,
            comment: current.comment,
            date: current.date,
          },
        },
      });
      if (project.deductExpenses) afterChange();
    } catch (error) {
      failed(message, error, 'The expense could not be saved.');
    }
  };

  return (
    <section aria-labelledby="project-summary-title">
      <Typography.Title level={4} id="project-summary-title">
        Project Summary
      </Typography.Title>
      {settings.lockEditing && project.canManage ? (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={EDITING_LOCKED} />
      ) : null}
      <FeeGrid
        budget={project.budget}
        proposedBudget={project.proposedBudget ?? null}
        expenses={list}
        categories={categories.data?.projectManagement.project.feeGridCategories ?? []}
        canEdit={canEdit}
        lockedReason={settings.lockEditing ? EDITING_LOCKED : null}
        costLabel={costLabel}
        cost={financials}
        deductSwitch={
          settings.allowDeductingExpenses
            ? {
                value: project.deductExpenses,
                onChange: async (value) => {
                  try {
                    await deduct({ variables: { projectId: project._id, value } });
                    afterChange();
                  } catch (error) {
                    failed(message, error, 'The setting could not be saved.');
                  }
                },
              }
            : null
        }
        onProjectField={async (field, value) => {
          try {
            await updateField({ variables: { projectId: project._id, field, value, type: 'number' } });
            void message.success(field === 'budget' ? 'Budget saved' : 'Proposed budget saved');
            afterChange();
          } catch (error) {
            failed(message, error, 'The budget could not be saved.');
            afterChange();
          }
        }}
        onExpenseName={async (row, change) => {
          try {
            if (change.kind === 'create') {
              await addExpense({
                variables: { projectId: project._id, input: { name: change.name, amount: 0 } },
              });
            } else if (change.kind === 'delete') {
              await removeExpense({ variables: { expenseId: row._id } });
              if (project.deductExpenses) afterChange();
            } else if (change.kind === 'rename') {
              const current = list.find((e) => e._id === row._id);
              if (!current) return;
              await updateExpense({
                variables: {
                  id: row._id,
                  input: {
                    name: change.name,
                    amount: current.amount,
                    proposedAmount: current.proposedAmount,
                    comment: current.comment,
                    date: current.date,
                  },
                },
              });
            }
          } catch (error) {
            failed(message, error, 'The expense could not be saved.');
          }
        }}
        onExpenseAmounts={saveAmounts}
        onCategoryBudget={async (category, row, budget) => {
          try {
            await setCategoryBudget({
              variables: {
                projectId: project._id,
                milestoneName: category.milestoneName,
                expenseId: row._id,
                budget,
              },
            });
          } catch (error) {
            failed(message, error, 'The category budget could not be saved.');
          }
        }}
      />
    </section>
  );
}
