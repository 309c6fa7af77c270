import { useMutation } from '@apollo/client/react';
import { compactToIso, isoToDisplay } from '@tally/domain/shared/dates';
import { Alert, App, Button, Space } from 'antd';
import { useState } from 'react';
import { BulkApproveTimesheetsDocument } from '../../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { type ApprovalSheet, fullName } from '../approvalsModel.ts';
import { approvable, approvedText, bulkConfirmation } from './bulkModel.ts';
import { APPROVAL_REFETCH, errorMessage } from './useApprovalActions.ts';

interface Failure {
  id: string;
  text: string;
}

/**
 * Approve several sheets in one action (issue 14): a confirmation naming how many sheets and hours, then one
 * bulkApproveTimesheetLineItems call; sheets the server refused stay listed with its reason.
 */
export function useBulkApprove() {
  const { modal, message } = App.useApp();
  const [mutate] = useMutation(BulkApproveTimesheetsDocument, {
    refetchQueries: APPROVAL_REFETCH,
    awaitRefetchQueries: true,
  });
  const [failures, setFailures] = useState<Failure[]>([]);

  const run = async (sheets: readonly ApprovalSheet[]) => {
    try {
      const { data } = await mutate({ variables: { timesheetIds: sheets.map((sheet) => sheet._id) } });
      const outcomes = data?.bulkApproveTimesheetLineItems ?? [];
      const approved = outcomes.filter((outcome) => outcome.approved).length;
      if (approved > 0) void message.success(approvedText(approved));
      const byId = new Map(sheets.map((sheet) => [sheet._id, sheet]));
      setFailures(
        outcomes
          .filter((outcome) => !outcome.approved)
          .map((outcome) => {
            const sheet = byId.get(outcome.timesheetId);
            const who = sheet
              ? `${fullName(sheet)}, week ending ${isoToDisplay(compactToIso(sheet.endDate))}`
              : 'A timesheet';
            return { id: outcome.timesheetId, text: `${who}: ${outcome.error ?? 'not approved'}` };
          }),
      );
    } catch (error) {
      void message.error({ content: errorMessage(error), duration: 6 });
    }
  };

  /** Asks, then approves the sheets the viewer may approve among those given. */
  const confirm = (sheets: readonly ApprovalSheet[], scope: string | null, onDone?: () => void) => {
    const chosen = approvable(sheets);
    if (chosen.length === 0) return;
    const text = bulkConfirmation(chosen, scope);
    modal.confirm({
      title: text.title,
      content: text.content,
      okText: text.okText,
      cancelText: 'Back',
      onOk: async () => {
        await run(chosen);
        onDone?.();
      },
    });
  };

  const failuresAlert =
    failures.length > 0 ? (
      <Alert
        type="warning"
        showIcon
        closable
        onClose={() => setFailures([])}
        title={`${failures.length} could not be approved`}
        description={
          <ul className="approvals__failures">
            {failures.map((failure) => (
              <li key={failure.id}>{failure.text}</li>
            ))}
          </ul>
        }
      />
    ) : null;

  return { confirm, failuresAlert };
}

export type BulkApproval = ReturnType<typeof useBulkApprove>;

interface BarProps {
  /** The sheets the table shows. */
  sheets: readonly ApprovalSheet[];
  selected: readonly string[];
  /** ' on Apollo', or null for every project. */
  scope: string | null;
  bulk: BulkApproval;
  onDone(): void;
}

/** 'Approve selected (N)' and 'Approve all (M)' above the pending table. */
export function BulkApproveBar({ sheets, selected, scope, bulk, onDone }: BarProps) {
  const all = approvable(sheets);
  const chosen = all.filter((sheet) => selected.includes(sheet._id));
  return (
    <Space wrap className="approvals__bulk">
      <DisabledReason reason={chosen.length === 0 && 'Select the timesheets to approve first'}>
        <Button
          type="primary"
          disabled={chosen.length === 0}
          onClick={() => bulk.confirm(chosen, scope, onDone)}
        >
          Approve selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>
      </DisabledReason>
      <DisabledReason reason={all.length === 0 && 'No timesheets here can be approved'}>
        <Button disabled={all.length === 0} onClick={() => bulk.confirm(all, scope, onDone)}>
          Approve all ({all.length})
        </Button>
      </DisabledReason>
    </Space>
  );
}

/** In a sheet's hours: approve every sheet of that person the list shows (when more than this one). */
export function PersonBulkApprove({
  sheet,
  sheets,
  bulk,
}: {
  sheet: ApprovalSheet;
  sheets: readonly ApprovalSheet[];
  bulk: BulkApproval;
}) {
  const theirs = approvable(sheets.filter((other) => other.userId === sheet.userId));
  if (theirs.length < 2) return null;
  const name = fullName(sheet);
  return (
    <Button size="small" onClick={() => bulk.confirm(theirs, `of ${name}`)}>
      Approve all of {name} ({theirs.length})
    </Button>
  );
}
