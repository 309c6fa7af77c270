import type {
  ProjectHeaderFragment,
  ProjectSettingsFieldsFragment,
} from '../../../graphql/generated/graphql.ts';
import type { ProjectListKind } from '../projectPaths.ts';

/** What every project tab receives from the detail page; each tab loads its own data. */
export interface ProjectTabProps {
  project: ProjectHeaderFragment;
  settings: ProjectSettingsFieldsFragment;
  /** Which list the page sits under; 'finance' reads from the finance side (M-006). */
  kind: ProjectListKind;
  /** Reloads the project header (budget, budgetUsed...) after a change that moves it. */
  refetchProject: () => void;
}
