import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { Result, Skeleton } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { useConfigurations } from '../../graphql/configurations.ts';
import { TimesheetReportDocument } from '../../graphql/generated/graphql.ts';
import { QueryError } from '../../ui/QueryState.tsx';
import { ReportView } from './ReportView.tsx';
import './report.css';

const NOT_FOUND = (
  <Result
    status="404"
    title="Timesheet not found"
    subTitle="This timesheet does not exist or you may not view it."
  />
);

/** an unknown id or a sheet the viewer may not read shows 'Timesheet not found'. */
function isMissing(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'FORBIDDEN')
  );
}

/** /reports/timesheets/{timesheetId}[?projectId=…&options=project-filter]: the printable report (R items). */
export function Component() {
  const { timesheetId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const projectId = search.get('projectId') || null;
  const config = useConfigurations();
  const { data, previousData, error, refetch } = useQuery(TimesheetReportDocument, {
    variables: { timesheetId, projectId },
  });
  const sheet = (data ?? previousData)?.reports.timesheet;

  // The filter keeps its project in the URL, so the filtered report can be shared and printed as is.
  const changeProject = (next: string | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('projectId', next);
        else params.delete('projectId');
        return params;
      },
      { replace: true },
    );

  if (error && !data) {
    return isMissing(error) ? (
      NOT_FOUND
    ) : (
      <QueryError title="The timesheet report could not be loaded." error={error} onRetry={refetch} />
    );
  }
  if (!sheet) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <ReportView
      sheet={sheet}
      logoUrl={config.get('logo-timesheet-url')}
      companyName={config.get('company-short-name')}
      projectFilter={search.get('options') === 'project-filter'}
      projectId={projectId}
      onProjectChange={changeProject}
    />
  );
}
