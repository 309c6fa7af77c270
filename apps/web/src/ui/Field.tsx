import type { ReactNode } from 'react';
import './field.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its error message, styled like antd's Form.Item but without
 * antd Form (which would add its validator and tooltip machinery to small first-load forms).
 */
export function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="tally-field">
      <label className="tally-field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      <div className="tally-field-error" id={errorId} aria-live="polite">
        {error}
      </div>
    </div>
  );
}
