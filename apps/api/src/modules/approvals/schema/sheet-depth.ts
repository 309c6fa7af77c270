import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { SheetDepth } from '../records.ts';

/**
 * Timesheet fields answered from the sheet row (with its owner) and its approval steps alone: what the
 * approvals screen shows (ApprovalSheet). Every other field (lines, week, timeline, attachments, expenses,
 * editor permissions, report...) needs the whole sheet; a field not listed here, or added later, does too.
 */
const STEP_FIELDS = new Set([
  '__typename',
  '_id',
  'userId',
  'user',
  'status',
  'totalHours',
  'billableHours',
  'startDate',
  'endDate',
  'isLocked',
  'documentUrl',
  'submittedDate',
  'approvedDate',
  'approvalsRequired',
  'approverRole',
  'canApprove',
  'canCancelAsApprover',
]);

/**
 * The depth the resolving field (a Timesheet or a list of them) asks for: 'steps' when every field it
 * selects on the sheet, through fragments too, is in STEP_FIELDS; 'full' otherwise. With `nested`, the sheets are
 * that field of each answer (a bulk outcome's timesheet).
 */
export function sheetDepth(info: GraphQLResolveInfo, nested?: string): SheetDepth {
  const onlySteps = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).every((selection) => {
      if (selection.kind === 'Field') return STEP_FIELDS.has(selection.name.value);
      if (selection.kind === 'InlineFragment') return onlySteps(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      return fragment !== undefined && onlySteps(fragment.selectionSet);
    });
  // With `nested`, the sheet is that field of the resolving field's answer (a bulk outcome's timesheet).
  const sheetSelections = (selectionSet: SelectionSetNode | undefined): (SelectionSetNode | undefined)[] =>
    (selectionSet?.selections ?? []).flatMap((selection) => {
      if (selection.kind === 'Field') return selection.name.value === nested ? [selection.selectionSet] : [];
      if (selection.kind === 'InlineFragment') return sheetSelections(selection.selectionSet);
      return sheetSelections(info.fragments[selection.name.value]?.selectionSet);
    });
  const sets =
    nested === undefined
      ? info.fieldNodes.map((node) => node.selectionSet)
      : info.fieldNodes.flatMap((node) => sheetSelections(node.selectionSet));
  return sets.every(onlySteps) ? 'steps' : 'full';
}
