import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type DraftPair,
  draftOfRule,
  type OverrideRule,
  type RuleDraft,
  ruleDraftProblem,
  ruleOfDraft,
} from '@tally/domain/finance/overrides';
import { OVERRIDE_FIELDS } from '@tally/domain/finance/snapshots';
import { Button, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { ExplainedDialog } from '../../../ui/ExplainedDialog.tsx';

/** Why a value waits (issue 14). */
export const CHOOSE_FIELD_FIRST = 'Choose a field first';

const FIELD_OPTIONS = OVERRIDE_FIELDS.map((field) => ({ value: field, label: field }));

interface PairListProps {
  kind: 'Condition' | 'Override';
  pairs: DraftPair[];
  onChange(pairs: DraftPair[]): void;
}

/** The field/value lines of one side of a rule; a value input stays disabled until its field is chosen (F-066). */
function PairList({ kind, pairs, onChange }: PairListProps) {
  const set = (index: number, pair: Partial<DraftPair>) =>
    onChange(pairs.map((current, at) => (at === index ? { ...current, ...pair } : current)));
  return (
    <fieldset className="rule-editor__group">
      <legend>{kind === 'Condition' ? 'Conditions (all must match)' : 'Overrides'}</legend>
      {pairs.map((pair, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
        <div className="rule-editor__pair" key={index}>
          <Select<string>
            aria-label={`${kind} ${index + 1} field`}
            className="rule-editor__field"
            showSearch
            virtual={false}
            placeholder="Field"
            value={pair.field ?? undefined}
            options={FIELD_OPTIONS}
            onChange={(field) => set(index, { field })}
          />
          <DisabledReason reason={!pair.field && CHOOSE_FIELD_FIRST}>
            <Input
              aria-label={`${kind} ${index + 1} value`}
              placeholder={kind === 'Condition' ? 'Equals' : 'New value, may use <field> or <user.field>'}
              disabled={!pair.field}
              value={pair.value}
              onChange={(event) => set(index, { value: event.target.value })}
            />
          </DisabledReason>
          <Button
            aria-label={`Remove ${kind.toLowerCase()} ${index + 1}`}
            icon={<DeleteOutlined />}
            onClick={() => onChange(pairs.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange([...pairs, { field: null, value: '' }])}
        type="dashed"
      >
        {kind === 'Condition' ? 'Add Condition' : 'Add Override'}
      </Button>
    </fieldset>
  );
}

interface Props {
  /** The rule being edited; null for a new one. */
  rule: OverrideRule | null;
  onCancel(): void;
  onSave(rule: OverrideRule): void;
}

/** The rule editor (F-066): Save stays disabled until the rule is complete, and says why. */
export function RuleEditor({ rule, onCancel, onSave }: Props) {
  const [draft, setDraft] = useState<RuleDraft>(() => draftOfRule(rule));
  const problem = ruleDraftProblem(draft);
  return (
    <ExplainedDialog
      open
      title={rule ? 'Edit Rule' : 'Add Rule'}
      onCancel={onCancel}
      width={720}
      okText="Save"
      okDisabledReason={problem}
      onOk={() => onSave(ruleOfDraft(draft))}
      destroyOnHidden
    >
      <PairList
        kind="Condition"
        pairs={draft.conditions}
        onChange={(conditions) => setDraft({ ...draft, conditions })}
      />
      <PairList
        kind="Override"
        pairs={draft.overrides}
        onChange={(overrides) => setDraft({ ...draft, overrides })}
      />
      <Typography.Text type="secondary" role="status">
        {problem ?? 'Rows matching every condition get the override values.'}
      </Typography.Text>
    </ExplainedDialog>
  );
}
