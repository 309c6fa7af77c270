import { Select } from 'antd';
import { useId } from 'react';
import { ALL_PROJECTS } from '../useApprovalsParams.ts';

export interface ChooserProject {
  _id: string;
  name: string;
  projectCode?: string | null;
}

interface Props {
  projects: readonly ChooserProject[];
  value: string;
  loading: boolean;
  onChange(value: string): void;
}

/** The pending table's project: the projects the viewer manages, or 'All projects' (P-003, P-005). */
export function ProjectChooser({ projects, value, loading, onChange }: Props) {
  const id = useId();
  return (
    <div className="approvals__field">
      <label htmlFor={id}>Project</label>
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        value={value}
        onChange={onChange}
        className="approvals__project-select"
        options={[
          { value: ALL_PROJECTS, label: 'All projects' },
          ...projects.map((project) => ({
            value: project._id,
            label: project.projectCode ? `${project.name} (${project.projectCode})` : project.name,
          })),
        ]}
      />
    </div>
  );
}
