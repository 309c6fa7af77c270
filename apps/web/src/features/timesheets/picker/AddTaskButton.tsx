import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLineEditing } from '../lines/LineEditingContext.tsx';

/** The dialog (antd's Modal, the projects query) loads when the pointer or focus reaches the button. */
const loadAddTaskDialog = () => import('./AddTaskDialog.tsx');
const AddTaskDialog = lazy(loadAddTaskDialog);
/** A failed early load is left to the lazy component, which shows the route's error if it fails again. */
const prefetchAddTaskDialog = () => void loadAddTaskDialog().catch(() => undefined);

/** 'Add Task' and its dialog (T-047, T-048). Nothing is shown on a read-only sheet. */
export function AddTaskButton() {
  const { readOnly } = useLineEditing();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so that closing it animates as before.
  const [opened, setOpened] = useState(false);
  if (readOnly) return null;

  return (
    <>
      <Button
        data-after-create
        icon={<PlusOutlined aria-hidden />}
        onPointerEnter={prefetchAddTaskDialog}
        onFocus={prefetchAddTaskDialog}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Add Task
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AddTaskDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
