import type { DbOrTx } from '@tally/db';
import { projectReportFigures } from '@tally/domain/finance/finance-reports';
import { refreshStaleBudgetUsed } from '../../../projects/index.ts';
import { findProjectBudgets } from '../queries/reports.ts';
import { loadReportSettings } from '../queries/settings.ts';
import type { ProjectsReport } from '../records.ts';

/** Projects report (F-029..F-032). */
export async function projectsReport(db: DbOrTx): Promise<ProjectsReport> {
  await refreshStaleBudgetUsed(db);
  const [{ blendedRate }, projects] = await Promise.all([loadReportSettings(db), findProjectBudgets(db)]);
  return {
    blendedRate,
    projects: projects.map((project) => ({ ...project, ...projectReportFigures(project, blendedRate) })),
  };
}
