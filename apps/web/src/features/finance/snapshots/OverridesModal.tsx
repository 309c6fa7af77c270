import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  OVERRIDE_MESSAGES,
  OVERRIDES_FILE_NAME,
  type OverrideRule,
  parseRules,
  sameRules,
  serializeRules,
} from '@tally/domain/finance/overrides';
import { Alert, App, Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useRef, useState } from 'react';
import { Dialog } from '../../../ui/Dialog.tsx';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { downloadText } from './download.ts';
import { RuleEditor } from './RuleEditor.tsx';

interface Props {
  /** The saved rules (F-063's "saved state"). */
  saved: readonly OverrideRule[];
  onClose(): void;
  /** Saves the list; true when it was saved. */
  onSave(rules: readonly OverrideRule[]): Promise<boolean>;
}

type Editing = { index: number | null; rule: OverrideRule | null } | null;

const conditionsText = (rule: OverrideRule) => (
  <Space size={[4, 4]} wrap>
    {rule.conditions.map((condition, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a rule's conditions have no identity but their place
      <Tag key={index}>
        {condition.field} = {condition.value}
      </Tag>
    ))}
  </Space>
);

const overridesText = (rule: OverrideRule) => (
  <Space size={[4, 4]} wrap>
    {Object.entries(rule.override).map(([field, value]) => (
      <Tag color="blue" key={field}>
        {field} → {value}
      </Tag>
    ))}
  </Space>
);

/** 'Field Overrides' (F-063..F-073): the working list of rules, saved, reverted or discarded as a whole. */
export function OverridesModal({ saved, onClose, onSave }: Props) {
  const { modal } = App.useApp();
  const [rules, setRules] = useState<OverrideRule[]>(() => [...saved]);
  const [editing, setEditing] = useState<Editing>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const dirty = !sameRules(rules, saved);

  const confirm = (content: string, onOk: () => void) =>
    modal.confirm({ title: 'Please confirm', content, okText: 'Yes', cancelText: 'No', onOk });

  const close = () => {
    if (!dirty) return onClose();
    confirm(OVERRIDE_MESSAGES.confirmClose, onClose);
  };

  const importFile = async (file: File) => {
    setImportError(null);
    const result = parseRules(await file.text());
    if (!result.ok) return setImportError(result.message);
    confirm(OVERRIDE_MESSAGES.confirmImport, () => setRules(result.rules));
  };

  const save = async () => {
    setSaving(true);
    const ok = await onSave(rules);
    setSaving(false);
    // Saved: the saved list now equals the working one and the marker goes; a failure keeps it (F-071).
    if (ok) setRules((current) => [...current]);
  };

  const columns: TableColumnsType<OverrideRule & { key: number }> = [
    { key: 'conditions', title: 'Conditions', render: (_, rule) => conditionsText(rule) },
    { key: 'overrides', title: 'Overrides', render: (_, rule) => overridesText(rule) },
    {
      key: 'actions',
      title: 'Actions',
      width: 230,
      render: (_, rule) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing({ index: rule.key, rule })}>
            Edit
          </Button>
          <Button
            size="small"
            onClick={() =>
              setRules((current) => [
                ...current.slice(0, rule.key + 1),
                structuredClone(current[rule.key]!),
                ...current.slice(rule.key + 1),
              ])
            }
          >
            Duplicate
          </Button>
          <Button
            size="small"
            danger
            onClick={() =>
              confirm(OVERRIDE_MESSAGES.confirmDelete, () =>
                setRules((current) => current.filter((_, index) => index !== rule.key)),
              )
            }
          >
            Remove
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Dialog
      open
      className="overrides-modal"
      width={960}
      title={
        <span>
          Field Overrides{' '}
          {dirty ? <span className="overrides__unsaved">{OVERRIDE_MESSAGES.unsaved}</span> : null}
        </span>
      }
      onCancel={close}
      footer={null}
    >
      <div className="overrides__toolbar">
        <Button
          icon={<PlusOutlined />}
          type="primary"
          onClick={() => setEditing({ index: null, rule: null })}
        >
          Add
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => downloadText(OVERRIDES_FILE_NAME, serializeRules(rules), 'application/json')}
        >
          Export Rules
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
          Import Rules
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Import rules file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <DisabledReason reason={rules.length === 0 && 'There are no rules to clear'}>
          <Button
            danger
            disabled={rules.length === 0}
            onClick={() => confirm(OVERRIDE_MESSAGES.confirmClear, () => setRules([]))}
          >
            Clear All
          </Button>
        </DisabledReason>
        <span className="overrides__spacer" />
        <DisabledReason reason={!dirty && 'No changes to revert'}>
          <Button disabled={!dirty} onClick={() => setRules([...saved])}>
            Revert Changes
          </Button>
        </DisabledReason>
        <DisabledReason reason={!dirty && 'No changes to save'}>
          <Button type="primary" disabled={!dirty} loading={saving} onClick={() => void save()}>
            Save Changes
          </Button>
        </DisabledReason>
      </div>
      {importError ? (
        <Alert
          type="error"
          showIcon
          title={importError}
          closable={{ onClose: () => setImportError(null) }}
          className="overrides__error"
        />
      ) : null}
      <Table
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rules.map((rule, key) => ({ ...rule, key }))}
        pagination={false}
        locale={{ emptyText: 'No override rules. Add one to rewrite report fields.' }}
      />
      {editing ? (
        <RuleEditor
          rule={editing.rule}
          onCancel={() => setEditing(null)}
          onSave={(rule) => {
            setRules((current) =>
              editing.index === null
                ? [...current, rule]
                : current.map((existing, index) => (index === editing.index ? rule : existing)),
            );
            setEditing(null);
          }}
        />
      ) : null}
    </Dialog>
  );
}
