import { useApolloClient } from '@apollo/client/react';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { CancelTimesheetDialog } from '../../timesheets/shared/CancelTimesheetDialog.tsx';
import { CommentsDialog } from './CommentsDialog.tsx';
import { type FocusPlan, focusAfter, planFocusAfter } from './focusNext.ts';
import { APPROVAL_REFETCH, useApprovalActions } from './useApprovalActions.ts';

/** What a row or card needs to act on its sheet. */
export interface Decisions {
  approve(timesheetId: string): Promise<boolean>;
  decline(timesheetId: string): void;
  cancel(timesheetId: string): void;
}

/** Approve, Decline (comments required) and Cancel (comments optional) with their dialogs (P-014..P-017). */
export function useDecisions() {
  const actions = useApprovalActions();
  const { message } = App.useApp();
  const client = useApolloClient();
  const [declining, setDeclining] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  // After a decline, focus moves on once the dialog has closed (the dialog would give it back to the row's
  // Decline button, which the refetched list no longer shows).
  const afterDecline = useRef<{ plan: FocusPlan; done: boolean; trigger: Element | null } | null>(null);

  const decisions: Decisions = {
    approve: async (id) => {
      const plan = planFocusAfter(id);
      const approved = await actions.approve(id);
      if (approved) focusAfter(plan);
      return approved;
    },
    decline: (id) => {
      afterDecline.current = { plan: planFocusAfter(id), done: false, trigger: document.activeElement };
      setDeclining(id);
    },
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
        onSubmit={async (comments) => {
          if (!declining) return;
          await actions.decline(declining, comments);
          const after = afterDecline.current;
          if (!after) return;
          after.done = true;
          // Once the dialog has let focus go (its close runs right after this resolves).
          setTimeout(() => focusAfter(after.plan), 0);
        }}
        onClose={() => setDeclining(null)}
        afterClose={() => {
          const after = afterDecline.current;
          afterDecline.current = null;
          if (after?.done) focusAfter(after.plan);
          // Back: focus returns to the Decline button that opened the dialog.
          else if (after?.trigger instanceof HTMLElement && after.trigger.isConnected) after.trigger.focus();
        }}
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
