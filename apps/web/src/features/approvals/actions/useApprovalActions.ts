import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useCallback } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { ApproveTimesheetDocument, DeclineTimesheetDocument } from '../../../graphql/generated/graphql.ts';

/** Every list of the screen, and the shell's menu with the Approvals badge (P-017). */
export const APPROVAL_REFETCH = ['PendingApprovals', 'ApprovedTimesheets', 'WeekApprovals', 'ShellMe'];

export function errorMessage(error: unknown): string {
  return (
    readInputErrors(error).message ??
    Object.values(readInputErrors(error).fields)[0] ??
    'Something went wrong.'
  );
}

/**
 * Approve and decline of one sheet (P-014, P-015): each refetches the lists and the menu badge,
 * and says what happened (P-023). Resolves true when the server accepted it; errors are shown, not thrown.
 */
export function useApprovalActions() {
  // The App context's message renders inside the page's React tree (themed, unmounted with it).
  const { message } = App.useApp();
  // The lists are fresh when the action resolves, so focus can move to the next sheet (issue 14).
  const options = { refetchQueries: APPROVAL_REFETCH, awaitRefetchQueries: true } as const;
  const [approveSheet] = useMutation(ApproveTimesheetDocument, options);
  const [declineSheet] = useMutation(DeclineTimesheetDocument, options);

  const run = useCallback(
    async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
      try {
        await action();
        void message.success(success);
        return true;
      } catch (error) {
        void message.error({ content: errorMessage(error), duration: 6 });
        return false;
      }
    },
    [message],
  );

  return {
    approve: (timesheetId: string) =>
      run(() => approveSheet({ variables: { timesheetId } }), 'Timesheet approved'),
    decline: (timesheetId: string, comments: string) =>
      declineSheet({ variables: { timesheetId, comments } }).then(
        () => void message.success('Timesheet declined'),
      ),
    run,
  };
}

export type ApprovalActions = ReturnType<typeof useApprovalActions>;
