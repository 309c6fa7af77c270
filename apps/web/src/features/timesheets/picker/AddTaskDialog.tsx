import { useQuery } from '@apollo/client/react';
import { Modal, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { TaskPickerProjectsDocument } from '../../../graphql/generated/week-later/graphql.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useLineEditing } from '../lines/LineEditingContext.tsx';
import type { TaskChoice } from './TaskPickerColumns.tsx';
import { taskKey } from './taskKey.ts';
import { useAddLineItem } from './useAddLineItem.ts';

// The pickers (selects, search) load when the dialog opens.
const CascadingSelector = lazy(() =>
  import('./CascadingSelector.tsx').then((module) => ({ default: module.CascadingSelector })),
);
const TaskPickerColumns = lazy(() =>
  import('./TaskPickerColumns.tsx').then((module) => ({ default: module.TaskPickerColumns })),
);

/** The picker's first field, once the dialog has opened (its autoFocus covers content that loads later). */
function focusFirstField(): void {
  document
    .querySelector<HTMLElement>('.tally-add-task-dialog .ant-modal-body :is(input, [tabindex="0"])')
    ?.focus();
}

/**
 * The 'Add Task' dialog: the three-column picker when the user's setting useNewTaskSelector is on, the
 * older cascading selector otherwise (T-047, T-048).
 */
export default function AddTaskDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { timesheet } = useLineEditing();
  const { add, adding } = useAddLineItem();
  const { data, loading, error, refetch } = useQuery(TaskPickerProjectsDocument, {
    variables: { endDate: timesheet.endDate, user: timesheet.userId },
    skip: !open,
  });
  const existing = useMemo(
    () => new Set(timesheet.lineItems.map((line) => taskKey(line.projectId, line.deliverableId))),
    [timesheet.lineItems],
  );

  const choose = async (choice: TaskChoice) => {
    if (await add(choice)) onClose();
  };
  const projects = data?.projects ?? [];
  const recentProjectIds = projects.filter((project) => project.recent).map((project) => project._id);
  const useNewSelector = data?.me.settings.useNewTaskSelector ?? false;

  return (
    <Modal
      title="Add Task"
      open={open}
      onCancel={onClose}
      footer={null}
      width={useNewSelector ? 880 : 520}
      destroyOnHidden
      rootClassName="tally-add-task-dialog"
      // The focus trap first lands on Close; the first field (the picker's search or project) takes it.
      afterOpenChange={(opened) => {
        if (opened) focusFirstField();
      }}
    >
      <Suspense fallback={<Spin description="Loading projects" />}>
        {error && !data ? (
          <QueryError title="The projects could not be loaded." error={error} onRetry={() => refetch()} />
        ) : loading && !data ? (
          <Spin description="Loading projects" />
        ) : useNewSelector ? (
          <Spin spinning={adding}>
            <TaskPickerColumns
              projects={projects}
              recentProjectIds={recentProjectIds}
              existing={existing}
              onChoose={choose}
            />
          </Spin>
        ) : (
          <CascadingSelector
            projects={projects}
            recentProjectIds={recentProjectIds}
            existing={existing}
            adding={adding}
            onChoose={choose}
          />
        )}
      </Suspense>
    </Modal>
  );
}
