import { useApolloClient } from '@apollo/client/react';
import { App } from 'antd';
import { useState } from 'react';
import { CancelTimesheetDialog } from '../../timesheets/shared/CancelTimesheetDialog.tsx';
import { CommentsDialog } from './CommentsDialog.tsx';
import { APPROVAL_REFETCH, useApprovalActions } from './useApprovalActions.ts';

/** What a row or card needs to act on its sheet. */
export interface Decisions {
  approve(timesheetId: string): Promise<boolean>;
  decline(timesheetId: string): void;
  cancel(timesheetId: string): void;
  /** Approves without a toast (bulk approve reports once); rejects with the server's error. */
  approveQuietly(timesheetId: string): Promise<boolean>;
}

/** Approve, Decline (comments required) and Cancel (comments optional) with their dialogs (P-014..P-017). */
export function useDecisions() {
  const actions = useApprovalActions();
  const { message } = App.useApp();
  const client = useApolloClient();
  const [declining, setDeclining] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);

  const decisions: Decisions = {
    approve: (id) => actions.approve(id),
    approveQuietly: (id) => actions.approve(id, true),
    decline: setDeclining,
    cancel: setCancelling,
  };

  const dialogs = (
    <>
      <CommentsDialog
        open={declining !== null}
        title="Decline timesheet"
        prompt="Tell the employee what to correct before resubmitting."
        okText="Decline"
        required
        onSubmit={(comments) => (declining ? actions.decline(declining, comments) : Promise.resolve())}
        onClose={() => setDeclining(null)}
      />
      <CancelTimesheetDialog
        timesheetId={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          void message.success('Timesheet cancelled');
          void client.refetchQueries({ include: APPROVAL_REFETCH });
        }}
      />
    </>
  );

  return { decisions, dialogs };
}
