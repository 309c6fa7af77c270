import { useQuery } from '@apollo/client/react';
import { isoToCompact } from '@tally/domain/shared/dates';
import { type WeekDay, weekStart } from '@tally/domain/timesheets/week';
import { Checkbox, Input, Select, Skeleton } from 'antd';
import { useId, useMemo, useState } from 'react';
import { WeekApprovalsDocument } from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
import { WeekNavigator } from '../../timesheets/week/WeekNavigator.tsx';
import type { Decisions } from '../actions/useDecisions.tsx';
import { filterSheets, STATUS_FILTERS, type StatusFilter, splitByApprover } from '../approvalsModel.ts';
import { useSheetHours } from '../hours/useSheetHours.ts';
import { CardSection } from './CardSection.tsx';

interface Props {
  decisions: Decisions;
  weekEnd: string;
  today: string;
  weekEndDay: WeekDay;
  goToWeek(date: string, options?: { replace?: boolean }): void;
}

/** 'View by Week': the week's sheets split into 'My Timesheets' and 'Other Timesheets' (P-009..P-013). */
export function WeekView({ decisions, weekEnd, today, weekEndDay, goToWeek }: Props) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter | null>(null);
  const [showNotSubmitted, setShowNotSubmitted] = useState(false);
  const ids = { search: useId(), status: useId() };
  const hours = useSheetHours();
  const { data, loading, error, refetch } = useQuery(WeekApprovalsDocument, {
    variables: {
      startDate: isoToCompact(weekStart(weekEnd)),
      endDate: isoToCompact(weekEnd),
      projectId: null,
      showAll: false,
      showNotSubmitted,
    },
  });
  const split = useMemo(() => splitByApprover(data?.projectManagement.timesheets ?? []), [data]);

  return (
    <>
      <search className="approvals__bar approvals__filters">
        <WeekNavigator weekEnd={weekEnd} today={today} weekEndDay={weekEndDay} goTo={goToWeek} />
        <div className="approvals__field">
          <label htmlFor={ids.search}>Name</label>
          <Input.Search
            id={ids.search}
            allowClear
            placeholder="Search by name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="approvals__search"
          />
        </div>
        <div className="approvals__field">
          <label htmlFor={ids.status}>Status</label>
          <Select
            id={ids.status}
            allowClear
            placeholder="All statuses"
            value={status ?? undefined}
            onChange={(next) => setStatus(next ?? null)}
            options={STATUS_FILTERS.map((value) => ({ value, label: value }))}
            className="approvals__status"
          />
        </div>
        <Checkbox checked={showNotSubmitted} onChange={(event) => setShowNotSubmitted(event.target.checked)}>
          Include not submitted
        </Checkbox>
      </search>
      {error && !data ? (
        <QueryError title="The timesheets could not be loaded." error={error} onRetry={refetch} />
      ) : null}
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <CardSection
            title="My Timesheets"
            total={split.mine.length}
            sheets={filterSheets(split.mine, search, status)}
            decisions={decisions}
            hours={hours}
          />
          <CardSection
            title="Other Timesheets"
            total={split.others.length}
            sheets={filterSheets(split.others, search, status)}
            decisions={decisions}
            hours={hours}
          />
        </>
      )}
    </>
  );
}
