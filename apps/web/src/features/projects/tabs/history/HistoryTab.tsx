import { HistoryPanel } from '../../../shared/history/HistoryPanel.tsx';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';

/** The History tab (issue #17): the project's edits and budget recalculations, who and when, before and after. */
export default function HistoryTab({ project }: ProjectTabProps) {
  return <HistoryPanel subject="PROJECT" id={project._id} />;
}
