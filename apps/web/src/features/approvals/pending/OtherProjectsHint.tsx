import { Alert, Button } from 'antd';

interface Props {
  /** Sheets awaiting the viewer that have no lines on the chosen project. */
  count: number;
  onShowAll(): void;
}

/** The pending list of one project says how many sheets wait elsewhere, and shows them in one click (issue 14). */
export function OtherProjectsHint({ count, onShowAll }: Props) {
  if (count <= 0) return null;
  return (
    <Alert
      className="approvals__hint"
      type="info"
      showIcon
      title={`${count} more waiting in other projects`}
      action={
        <Button size="small" onClick={onShowAll}>
          Show all projects
        </Button>
      }
    />
  );
}
