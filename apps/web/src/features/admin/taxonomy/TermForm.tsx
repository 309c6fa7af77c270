import { termError } from '@tally/domain/admin/taxonomy';
import { Input } from 'antd';
import { useId, useState } from 'react';
import { ExplainedDialog } from '../../../ui/ExplainedDialog.tsx';
import { Field } from '../../../ui/Field.tsx';

/** Why Save waits (issue 14); the field says what is wrong with it once touched. */
export const termWaits = (singular: string, value: string) =>
  `${value.trim() ? 'Correct' : 'Enter'} the ${singular.toLowerCase()} first`;

interface Props {
  /** What one term is called ('Sector'). */
  singular: string;
  /** The term being renamed, or null to add one. */
  term: { _id: string; name: string } | null;
  /** The taxonomy's other terms (a duplicate in any case is refused, D-054). */
  others: readonly string[];
  /** The server's message of the last save. */
  serverError?: string | undefined;
  saving: boolean;
  onSave: (term: string) => void;
  onCancel: () => void;
}

/** Add or rename a term: required ('Required'), not a duplicate ('{singular} already exists'). */
export function TermForm({ singular, term, others, serverError, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [value, setValue] = useState(term?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const error = termError(value, others, singular);
  const changed = value.trim() !== (term?.name ?? '');
  const shown = (touched ? error : null) ?? (submitted === value ? serverError : undefined);

  const save = () => {
    setTouched(true);
    if (error || !changed || saving) return;
    setSubmitted(value);
    onSave(value.trim());
  };

  return (
    <ExplainedDialog
      open
      title={term ? `Edit ${singular}` : `Add ${singular}`}
      okText="Save"
      onOk={save}
      onCancel={onCancel}
      okButtonProps={{ loading: saving }}
      okDisabledReason={error ? termWaits(singular, value) : !changed && 'No changes to save'}
      destroyOnHidden
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field id={`${id}-term`} label={singular} error={shown ?? undefined}>
          {(control) => (
            <Input
              {...control}
              value={value}
              autoComplete="off"
              onChange={(event) => {
                setValue(event.target.value);
                setTouched(true);
              }}
            />
          )}
        </Field>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </ExplainedDialog>
  );
}
