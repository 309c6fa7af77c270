import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Input, InputNumber, Progress, Select, Typography } from 'antd';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BudgetToolStatusesDocument } from '../../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { Field } from '../../../ui/Field.tsx';
import {
  type BudgetToolOutcome,
  type BudgetToolProgress,
  DEFAULT_COUNT,
  DEFAULT_STATUSES,
  FALLBACK_STATUSES,
  MAX_COUNT,
  runBudgetTool,
  validateBudgetTool,
} from './budgetToolRun.ts';
import './budget-tool.css';

/** Why count and statuses are off while a project ID is typed (issue 14): only that project is updated. */
export const ONE_PROJECT = 'Only the project with this ID is updated: clear the Project ID to choose others';

/** /admin/tools (admin group, M-141..M-146): the project budget update tool. */
export function Component() {
  return (
    <div className="budget-tool">
      <Typography.Title level={1}>Tools</Typography.Title>
      <ProjectBudgetsPanel />
    </div>
  );
}

function useStatusOptions(): { options: string[]; loading: boolean } {
  const { data, loading, error } = useQuery(BudgetToolStatusesDocument);
  return useMemo(() => {
    const terms = data?.taxonomy?.terms.map((term) => term.name) ?? [];
    if (terms.length > 0) return { options: terms, loading: false };
    return { options: FALLBACK_STATUSES, loading: loading && !error };
  }, [data, loading, error]);
}

export function ProjectBudgetsPanel() {
  const idPrefix = useId();
  const ids = {
    projectId: `${idPrefix}-project-id`,
    count: `${idPrefix}-count`,
    statuses: `${idPrefix}-statuses`,
    heading: `${idPrefix}-heading`,
    progress: `${idPrefix}-progress`,
  };
  const statusOptions = useStatusOptions();
  const [projectId, setProjectId] = useState('');
  const [count, setCount] = useState<number | null>(DEFAULT_COUNT);
  const [statuses, setStatuses] = useState<string[]>(DEFAULT_STATUSES);
  const [force, setForce] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<BudgetToolProgress | null>(null);
  const [outcome, setOutcome] = useState<BudgetToolOutcome | null>(null);

  const options = { projectId, count: count ?? Number.NaN, statuses, force };
  const errors = validateBudgetTool(options);
  const shown = submitted ? errors : {};
  const single = projectId.trim() !== '';

  async function run(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || running) return;
    setRunning(true);
    setOutcome(null);
    try {
      setOutcome(await runBudgetTool(options, setProgress));
    } finally {
      setRunning(false);
    }
  }

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const progressText = progress ? `${progress.done} of ${progress.total}` : '';

  return (
    <Card className="budget-tool__panel" aria-labelledby={ids.heading}>
      <Typography.Title level={2} id={ids.heading} className="budget-tool__heading">
        Project Budgets
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Recalculates the budget used of projects from their approved hours (and expenses when the project
        deducts them). Projects recalculated in the last 24 hours are skipped unless forced.
      </Typography.Paragraph>
      <form className="budget-tool__form" onSubmit={run} noValidate aria-labelledby={ids.heading}>
        <Field id={ids.projectId} label="Project ID (optional)" error={shown.projectId}>
          {(control) => (
            <Input
              {...control}
              value={projectId}
              onChange={(event) => setProjectId(event.target.value)}
              placeholder="All projects with the statuses below"
              autoComplete="off"
              disabled={running}
            />
          )}
        </Field>
        <Field id={ids.count} label="Number of projects" error={shown.count}>
          {(control) => (
            <DisabledReason reason={!running && single && ONE_PROJECT}>
              <InputNumber
                {...control}
                value={count}
                onChange={(value) => setCount(value)}
                min={1}
                max={MAX_COUNT}
                precision={0}
                disabled={running || single}
                className="budget-tool__count"
              />
            </DisabledReason>
          )}
        </Field>
        <Field id={ids.statuses} label="Statuses" error={shown.statuses}>
          {(control) => (
            <DisabledReason reason={!running && single && ONE_PROJECT}>
              <Select
                {...control}
                mode="multiple"
                value={statuses}
                onChange={setStatuses}
                options={statusOptions.options.map((status) => ({ value: status, label: status }))}
                loading={statusOptions.loading}
                disabled={running || single}
                placeholder="Choose statuses"
                className="budget-tool__statuses"
              />
            </DisabledReason>
          )}
        </Field>
        <Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} disabled={running}>
          Force (also update projects updated in the last 24 hours)
        </Checkbox>
        <div className="budget-tool__actions">
          <Button type="primary" htmlType="submit" loading={running}>
            Run
          </Button>
        </div>
      </form>
      {progress && (
        <div className="budget-tool__progress">
          <span id={ids.progress} className="budget-tool__progress-label">
            Projects processed
          </span>
          <Progress
            percent={percent}
            format={() => progressText}
            status={outcome && !outcome.ok ? 'exception' : running ? 'active' : 'normal'}
            aria-labelledby={ids.progress}
            aria-valuetext={progressText}
          />
        </div>
      )}
      <div className="budget-tool__result">
        {outcome?.ok && (
          <Alert
            type="success"
            showIcon
            title={outcome.message}
            description={
              outcome.skipped > 0
                ? `${outcome.skipped} project(s) skipped: recalculated in the last 24 hours.`
                : undefined
            }
          />
        )}
        {outcome && !outcome.ok && (
          <Alert type="error" showIcon title={outcome.message} description={outcome.detail ?? undefined} />
        )}
      </div>
    </Card>
  );
}
