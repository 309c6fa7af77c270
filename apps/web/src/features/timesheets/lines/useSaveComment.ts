import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { UpdateTimesheetTaskCommentDocument } from '../../../graphql/generated/week/graphql.ts';
import { useLineEditing } from './LineEditingContext.tsx';
import { ERROR_TOAST_SECONDS } from './messages.ts';

/** updateTimesheetTaskComment (T-041); resolves true when saved. */
export function useSaveComment() {
  const { onChanged, run, notify } = useLineEditing();
  const [update, { loading }] = useMutation(UpdateTimesheetTaskCommentDocument);
  const save = useCallback(
    async (taskId: string, comment: string): Promise<boolean> => {
      try {
        const { data } = await run(() => update({ variables: { taskId, comment: comment.trim() || null } }));
        if (data) onChanged(data.updateTimesheetTaskComment);
        void notify.success('Comment saved');
        return true;
      } catch (error) {
        const text = readInputErrors(error).message ?? 'The comment could not be saved.';
        void notify.error({ content: text, duration: ERROR_TOAST_SECONDS });
        return false;
      }
    },
    [update, run, onChanged, notify],
  );
  return { save, saving: loading };
}
