import { useQuery } from '@apollo/client/react';
import {
  FinanceProjectDetailDocument,
  ProjectDetailDocument,
  type ProjectHeaderFragment,
  type ProjectSettingsFieldsFragment,
} from '../../../graphql/generated/graphql.ts';
import type { ProjectListKind } from '../projectPaths.ts';

export interface ProjectDetail {
  project: ProjectHeaderFragment | null;
  settings: ProjectSettingsFieldsFragment | null;
  loading: boolean;
  error: Error | undefined;
  refetch: () => void;
}

/** The project header, from the finance side on finance paths (getProjectById, M-006). */
export function useProjectDetail(projectId: string, kind: ProjectListKind): ProjectDetail {
  const finance = kind === 'finance';
  const pm = useQuery(ProjectDetailDocument, { variables: { projectId }, skip: finance });
  const fin = useQuery(FinanceProjectDetailDocument, { variables: { projectId }, skip: !finance });
  const result = finance ? fin : pm;
  const project = finance ? fin.data?.finance.getProjectById : pm.data?.projectManagement.project;
  const settings = (finance ? fin.data : pm.data)?.projectManagement.projectSettings;
  return {
    project: project ?? null,
    settings: settings ?? null,
    loading: result.loading && !project,
    error: result.error,
    refetch: () => void result.refetch(),
  };
}
