import { Input } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { PickerColumn, type PickerOption } from './PickerColumn.tsx';
import {
  PICKER_TEXTS,
  type PickerProject,
  type PickerTask,
  projectLabel,
  searchProjects,
} from './pickerModel.ts';
import { taskKey } from './taskKey.ts';
import './picker.css';

export interface TaskChoice {
  project: PickerProject;
  task: PickerTask;
}

interface TaskPickerColumnsProps {
  projects: readonly PickerProject[];
  recentProjectIds?: readonly string[];
  /** taskKey()s of the lines already on the sheet. */
  existing: ReadonlySet<string>;
  onChoose(choice: TaskChoice): void;
}

const categoryLabel = (name: string) => name || 'General';

/** The new task selector (T-047): search, then three columns Project, Category and Task. */
export function TaskPickerColumns({
  projects,
  recentProjectIds,
  existing,
  onChoose,
}: TaskPickerColumnsProps) {
  const [search, setSearch] = useState('');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [categoryName, setCategoryName] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const lists = useRef<(HTMLDivElement | null)[]>([]);
  const focusColumn = (index: number) => lists.current[index]?.focus();

  const shown = useMemo(
    () => searchProjects(projects, search, recentProjectIds),
    [projects, search, recentProjectIds],
  );
  const project = shown.find((p) => p._id === projectId) ?? null;
  const category = project?.categories.find((c) => c.name === categoryName) ?? null;

  const projectOptions: PickerOption[] = shown.map((p) => ({ key: p._id, label: projectLabel(p) }));
  const categoryOptions: PickerOption[] = (project?.categories ?? []).map((c) => ({
    key: c.name,
    label: categoryLabel(c.name),
  }));
  const taskOptions: PickerOption[] = (category?.deliverables ?? []).map((d) => {
    const added = existing.has(taskKey(d.projectId, d._id));
    return {
      key: d._id,
      label: d.deliverableName,
      note: added ? 'Already on this timesheet' : undefined,
      disabled: added,
    };
  });

  const selectProject = (key: string) => {
    setProjectId(key);
    setCategoryName(null);
    setTaskId(null);
  };
  const selectCategory = (key: string) => {
    setCategoryName(key);
    setTaskId(null);
  };
  const choose = (key: string) => {
    const task = category?.deliverables.find((d) => d._id === key);
    if (project && task) onChoose({ project, task });
  };

  return (
    <div className="tally-picker">
      <Input.Search
        autoFocus
        aria-label="Search projects, categories and tasks"
        placeholder="Search projects, categories and tasks"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            focusColumn(0);
          }
        }}
      />
      <div className="tally-picker-columns">
        <PickerColumn
          title="Project"
          options={projectOptions}
          selectedKey={project?._id ?? null}
          emptyText={projects.length === 0 ? PICKER_TEXTS.noProjects : PICKER_TEXTS.noResults}
          onSelect={selectProject}
          onChoose={(key) => {
            selectProject(key);
            setTimeout(() => focusColumn(1));
          }}
          onNext={() => focusColumn(1)}
          listRef={(element) => {
            lists.current[0] = element;
          }}
        />
        <PickerColumn
          title="Category"
          options={categoryOptions}
          selectedKey={category?.name ?? null}
          emptyText={PICKER_TEXTS.selectProject}
          onSelect={selectCategory}
          onChoose={(key) => {
            selectCategory(key);
            setTimeout(() => focusColumn(2));
          }}
          onNext={() => focusColumn(2)}
          onPrevious={() => focusColumn(0)}
          listRef={(element) => {
            lists.current[1] = element;
          }}
        />
        <PickerColumn
          title="Task"
          options={taskOptions}
          selectedKey={taskId}
          emptyText={PICKER_TEXTS.selectCategory}
          onSelect={setTaskId}
          onChoose={choose}
          onPrevious={() => focusColumn(1)}
          listRef={(element) => {
            lists.current[2] = element;
          }}
        />
      </div>
    </div>
  );
}
