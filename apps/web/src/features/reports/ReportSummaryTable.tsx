import { formatHours } from '@tally/domain/timesheets/hours';
import { projectLabel, type ReportSummaryProject } from './reportModel.ts';

interface Props {
  projects: readonly ReportSummaryProject[];
  total: number;
}

/** 'Summary by Deliverable': project, deliverable, hours, per-project subtotals, timesheet total. */
export function ReportSummaryTable({ projects, total }: Props) {
  return (
    <section className="report__section" aria-labelledby="report-summary">
      <h2 id="report-summary">Summary by Deliverable</h2>
      <table className="report__table">
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Deliverable</th>
            <th scope="col" className="report__num">
              Hours
            </th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <ProjectRows key={project.project._id} project={project} />
          ))}
        </tbody>
        <tfoot>
          <tr className="report__total">
            <th scope="row" colSpan={2}>
              Timesheet Total
            </th>
            <td className="report__num">{formatHours(total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function ProjectRows({ project }: { project: ReportSummaryProject }) {
  const name = projectLabel(project.project);
  return (
    <>
      {project.deliverables.map((row, index) => (
        <tr key={row.deliverableId ?? `${row.milestone}-${row.deliverable}`}>
          {index === 0 ? <td rowSpan={project.deliverables.length}>{name}</td> : null}
          <td>
            {row.milestone ? `${row.milestone} / ` : ''}
            {row.deliverable ?? ''}
          </td>
          <td className="report__num">{formatHours(row.hours)}</td>
        </tr>
      ))}
      <tr className="report__subtotal">
        <th scope="row" colSpan={2}>
          {name} subtotal
        </th>
        <td className="report__num">{formatHours(project.subtotal)}</td>
      </tr>
    </>
  );
}
