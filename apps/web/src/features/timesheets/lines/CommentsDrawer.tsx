import { Button, Drawer, Input, Typography } from 'antd';
import { type FocusEvent, useId, useRef, useState } from 'react';
import { dayLabel, lineLabels } from './lineDays.ts';
import { NO_COMMENT } from './messages.ts';
import { useSaveComment } from './useSaveComment.ts';
import type { HoursTarget } from './useSaveHours.ts';

interface CommentsDrawerProps {
  /** The day cell whose comment is shown; null keeps the drawer closed. */
  target: HoursTarget | null;
  editable: boolean;
  onClose(): void;
}

/** The comment of one day entry (T-041, T-042): editable text, or the comment / 'No Comment' when locked. */
export function CommentsDrawer({ target, editable, onClose }: CommentsDrawerProps) {
  const labels = target ? lineLabels(target.line) : null;
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={target && labels ? `Comments · ${dayLabel(target.date)}` : 'Comments'}
      size={380}
      destroyOnHidden
    >
      {target && labels && (
        <>
          <Typography.Paragraph type="secondary">
            {labels.project} · {labels.deliverable}
          </Typography.Paragraph>
          <CommentBody
            key={target.task?._id ?? target.date}
            target={target}
            editable={editable}
            onDone={onClose}
          />
        </>
      )}
    </Drawer>
  );
}

function CommentBody({
  target,
  editable,
  onDone,
}: {
  target: HoursTarget;
  editable: boolean;
  onDone(): void;
}) {
  const id = useId();
  const saved = target.task?.comment ?? '';
  const [text, setText] = useState(saved);
  const { save, saving } = useSaveComment();
  const task = target.task;
  // The drawer opens with the cursor after an existing comment (issue #14), only on its first focus, so a
  // later click still puts the caret where it lands.
  const placed = useRef(false);
  const caretAtEnd = (event: FocusEvent<HTMLTextAreaElement>) => {
    if (placed.current) return;
    placed.current = true;
    const end = event.currentTarget.value.length;
    event.currentTarget.setSelectionRange(end, end);
  };

  if (!editable) return <Typography.Paragraph>{saved || NO_COMMENT}</Typography.Paragraph>;
  if (!task) return <Typography.Paragraph>Enter hours for this day to add a comment.</Typography.Paragraph>;
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        if (text === saved || (await save(target, text))) onDone();
      }}
    >
      <label htmlFor={id} className="tally-comment-label">
        Comment
      </label>
      <Input.TextArea
        id={id}
        autoFocus
        onFocus={caretAtEnd}
        rows={6}
        maxLength={2000}
        showCount
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="tally-comment-actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
