import { useQuery } from '@apollo/client/react';
import { consumptionColor } from '@tally/domain/shared/colors';
import { WeekLineBudgetsDocument } from '../../../graphql/generated/week/graphql.ts';
import { useLineEditing } from './LineEditingContext.tsx';

/**
 * Budget consumption of a line (T-043, T-046): its deliverable's approved cost over its budget, in the
 * consumption colours; one query per sheet (Apollo shares it between the lines).
 */
export function BudgetUsed({ lineItemId }: { lineItemId: string }) {
  const { timesheet } = useLineEditing();
  const { data } = useQuery(WeekLineBudgetsDocument, {
    variables: { endDate: timesheet.endDate, user: timesheet.userId },
  });
  const budget = data?.timesheet?.lineBudgets.find((line) => line.lineItemId === lineItemId);
  if (!budget) return null;
  const percent = budget.budgetUsedPercent;
  return (
    <span className={`tally-assigned tally-consumption-${consumptionColor(percent)}`}>
      {Math.round(percent)}% of budget used
    </span>
  );
}
