import { matchesQuery } from '@tally/domain/shared/search';
import { Button, Select } from 'antd';
import { useId, useMemo, useState } from 'react';
import { PICKER_TEXTS, type PickerProject, projectLabel, searchProjects } from './pickerModel.ts';
import type { TaskChoice } from './TaskPickerColumns.tsx';
import { taskKey } from './taskKey.ts';
import './picker.css';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';

/** Why a step of the picker is off (issue 14). */
export const PICKER_REASONS = {
  category: 'Select a project first',
  task: 'Select a category first',
  add: 'Select a project, a category and a task first',
};

interface CascadingSelectorProps {
  projects: readonly PickerProject[];
  recentProjectIds?: readonly string[];
  existing: ReadonlySet<string>;
  adding: boolean;
  onChoose(choice: TaskChoice): void;
}

const filterOption = (input: string, option?: { label?: string }) => matchesQuery(option?.label, input);

/** The older task selector (T-048): project, then category, then task selects, and an Add button. */
export function CascadingSelector({
  projects,
  recentProjectIds,
  existing,
  adding,
  onChoose,
}: CascadingSelectorProps) {
  const id = useId();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [categoryName, setCategoryName] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const shown = useMemo(() => searchProjects(projects, '', recentProjectIds), [projects, recentProjectIds]);
  const project = shown.find((p) => p._id === projectId) ?? null;
  const category = project?.categories.find((c) => c.name === categoryName) ?? null;
  const task = category?.deliverables.find((d) => d._id === taskId) ?? null;

  return (
    <div className="tally-cascade">
      <label htmlFor={`${id}-project`}>Project</label>
      <Select
        id={`${id}-project`}
        autoFocus
        showSearch={{ filterOption }}
        placeholder="Select a project"
        value={projectId}
        notFoundContent={projects.length === 0 ? PICKER_TEXTS.noProjects : PICKER_TEXTS.noResults}
        options={shown.map((p) => ({ value: p._id, label: projectLabel(p) }))}
        onChange={(value: string) => {
          setProjectId(value);
          setCategoryName(null);
          setTaskId(null);
        }}
      />
      <label htmlFor={`${id}-category`}>Category</label>
      <DisabledReason reason={!project && PICKER_REASONS.category} className="tally-cascade__reason">
        <Select
          id={`${id}-category`}
          showSearch={{ filterOption }}
          placeholder="Select a category"
          disabled={!project}
          value={categoryName}
          notFoundContent={PICKER_TEXTS.noResults}
          options={(project?.categories ?? []).map((c) => ({ value: c.name, label: c.name || 'General' }))}
          onChange={(value: string) => {
            setCategoryName(value);
            setTaskId(null);
          }}
        />
      </DisabledReason>
      <label htmlFor={`${id}-task`}>Task</label>
      <DisabledReason reason={!category && PICKER_REASONS.task} className="tally-cascade__reason">
        <Select
          id={`${id}-task`}
          showSearch={{ filterOption }}
          placeholder={category ? 'Select a task' : PICKER_TEXTS.selectCategory}
          disabled={!category}
          value={taskId}
          notFoundContent={PICKER_TEXTS.noResults}
          options={(category?.deliverables ?? []).map((d) => ({
            value: d._id,
            label: d.deliverableName,
            disabled: existing.has(taskKey(d.projectId, d._id)),
          }))}
          onChange={(value: string) => setTaskId(value)}
        />
      </DisabledReason>
      <DisabledReason reason={(!project || !task) && PICKER_REASONS.add}>
        <Button
          type="primary"
          disabled={!project || !task}
          loading={adding}
          onClick={() => project && task && onChoose({ project, task })}
        >
          Add
        </Button>
      </DisabledReason>
    </div>
  );
}
