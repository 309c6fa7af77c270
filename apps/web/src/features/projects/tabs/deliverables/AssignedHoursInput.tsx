import { parseAssignedHours } from '@tally/domain/projects/deliverables';
import { Input } from 'antd';
import { useEffect, useId, useState } from 'react';

interface Props {
  /** The saved hours. */
  value: number;
  /** Accessible name, e.g. 'Budgeted hours for Erin Employee'. */
  label: string;
  disabled?: boolean;
  /** Called on blur or Enter, only when the hours changed (M-092). */
  onSave: (hours: number) => Promise<unknown> | undefined;
}

/** Assigned hours: numeric, steps of 0.25, empty becomes 0, saved on blur or Enter only when changed. */
export function AssignedHoursInput({ value, label, disabled, onSave }: Props) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const parsed = parseAssignedHours(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setText(String(parsed.hours));
    if (parsed.hours !== value) void onSave(parsed.hours);
  };

  return (
    <span className="deliverable-hours-input">
      <Input
        type="number"
        inputMode="decimal"
        step={0.25}
        min={0}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={text}
        disabled={disabled}
        status={error ? 'error' : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        suffix="h"
      />
      {error ? (
        <span id={errorId} className="deliverable-hours-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
