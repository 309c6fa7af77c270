import { DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Empty, Popconfirm, Typography } from 'antd';
import { DeleteTimesheetExpenseDocument } from '../../../graphql/generated/week-later/graphql.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { ExpenseForm } from './ExpenseForm.tsx';
import { FileLink } from './FileLink.tsx';
import { formatMoney } from './limits.ts';
import { DELETED, useFileSave } from './useFileSave.ts';

interface Props {
  timesheet: Timesheet;
  readOnly: boolean;
  onChanged(updated: Timesheet): void;
}

/** T-069..T-071: the sheet's expenses with their receipts; add and delete unless read-only. */
export function ExpensesPanel({ timesheet, readOnly, onChanged }: Props) {
  const { save, busy } = useFileSave(onChanged);
  const [remove] = useMutation(DeleteTimesheetExpenseDocument);
  const expenses = timesheet.timesheetExpense;

  return (
    <div>
      {readOnly ? null : <ExpenseForm timesheet={timesheet} onChanged={onChanged} />}
      {expenses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Expenses" />
      ) : (
        <ul className="files-list" aria-label="Expenses">
          {expenses.map((expense) => {
            const label = expense.description || 'Expense';
            return (
              <li key={expense._id} className="files-list__item">
                <span className="files-list__main">
                  <Typography.Text>{label}</Typography.Text>
                  {expense.attachments.map((file, index) => (
                    <span key={file._id}>
                      {' · '}
                      <FileLink
                        url={file.url}
                        label={expense.attachments.length > 1 ? `Receipt ${index + 1}` : 'Receipt'}
                      />
                    </span>
                  ))}
                </span>
                <Typography.Text strong>{formatMoney(expense.amount)}</Typography.Text>
                {readOnly ? null : (
                  <Popconfirm
                    title="Delete this expense?"
                    okText="Delete"
                    onConfirm={() =>
                      save(async () => {
                        const { data } = await remove({
                          variables: { timeSheetId: timesheet._id, id: expense._id },
                        });
                        return data?.deleteTimesheetExpenses;
                      }, DELETED)
                    }
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${label}`}
                      disabled={busy}
                    />
                  </Popconfirm>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
