import { Button, Select } from 'antd';
import { useId } from 'react';
import { projectLabel, type ReportProject } from './reportModel.ts';

interface Props {
  projects: readonly ReportProject[];
  value: string | null;
  onChange(projectId: string | null): void;
  onClose(): void;
}

/** options=project-filter: 'Filter hours by Project' over the sheet's projects, and Close Filter. */
export function ReportProjectFilter({ projects, value, onChange, onClose }: Props) {
  const labelId = useId();
  return (
    <search className="report__filter">
      <label id={labelId} htmlFor={`${labelId}-select`}>
        Filter hours by Project
      </label>
      <Select
        id={`${labelId}-select`}
        aria-labelledby={labelId}
        allowClear
        placeholder="All projects"
        style={{ minWidth: 260 }}
        value={value ?? undefined}
        onChange={(next) => onChange(next ?? null)}
        options={projects.map((project) => ({ value: project._id, label: projectLabel(project) }))}
      />
      <Button onClick={onClose}>Close Filter</Button>
    </search>
  );
}
