import { useQuery } from '@apollo/client/react';
import { FINANCIALS_EMPTY, FINANCIALS_TABLE_WIDTH, financialsCsv } from '@tally/domain/projects/financials';
import { PROJECT_FINANCIALS_REPORT, weekExportFileName } from '@tally/domain/shared/csv';
import { DISPLAY_DATE_FORMAT, isoToCompact, tryCompactToIso } from '@tally/domain/shared/dates';
import { formatMoney, formatPercent } from '@tally/domain/shared/money';
import { Button, DatePicker, Empty, Skeleton, Space, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useConfigurations } from '../../../../graphql/configurations.ts';
import {
  ProjectFinancialsDocument,
  type ProjectFinancialsQuery,
} from '../../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../../ui/QueryState.tsx';
import { DataTable } from '../../../../ui/table/DataTable.tsx';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { HowComputed } from '../summary/HowComputed.tsx';
import { FinancialsCharts } from './FinancialsCharts.tsx';
import './financials.css';

type Figures = ProjectFinancialsQuery['projectManagement']['project']['financials'];
type Contributor = Figures['contributors'][number];

const hours = (value: number) => `${Math.round(value * 100) / 100} h`;

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The Financials tab (M-103..M-111): figures, charts and the approved-hours grid per contributor for a range.
 * The range starts by default at the project's earliest task date, else the year start, and ends today (M-104,
 * chosen by the server so that the screen and the API agree). Only Approved timesheets count.
 */
export default function FinancialsTab({ project }: ProjectTabProps) {
  const config = useConfigurations();
  const costLabel = config.get('project-cost-label') ?? 'Cost';
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  const { data, loading, error, refetch } = useQuery(ProjectFinancialsDocument, {
    variables: { projectId: project._id, ...(range ?? {}) },
  });
  const figures = data?.projectManagement.project.financials;

  if (error && !figures) {
    return <QueryError title="The financials could not be loaded." error={error} onRetry={refetch} />;
  }
  if (!figures) return <Skeleton active paragraph={{ rows: 10 }} />;

  const start = tryCompactToIso(figures.startDate) ?? '';
  const end = tryCompactToIso(figures.endDate) ?? '';
  const costRule = `Only hours on Approved timesheets count. Each person's hours on a deliverable × the first rate that applies: ${figures.rateRules.join(', then ')}, else 0.`;

  const exportCsv = () => {
    const text = financialsCsv(
      {
        projectName: project.name,
        range: { start, end },
        budget: figures.budget,
        cost: figures.cost,
        expenses: figures.expenses,
        budgetUsed: figures.budgetUsed,
        remaining: figures.remaining,
        contributors: figures.contributors,
        deliverables: figures.deliverables.map((d) => ({
          name: d.milestoneName ? `${d.milestoneName} / ${d.name}` : d.name,
          budget: d.budget,
          hours: d.hours,
          cost: d.cost,
        })),
      },
      costLabel,
    );
    download(text, weekExportFileName(PROJECT_FINANCIALS_REPORT, end, new Date()));
  };

  return (
    <section aria-labelledby="financials-title" className="financials">
      <Space className="financials-toolbar" wrap>
        <Typography.Title level={4} id="financials-title" style={{ margin: 0 }}>
          Financials
        </Typography.Title>
        <DatePicker.RangePicker
          aria-label="Date range"
          format={DISPLAY_DATE_FORMAT}
          allowClear={false}
          value={[dayjs(start), dayjs(end)]}
          onChange={(values) => {
            const [from, to] = (values ?? []) as [Dayjs | null, Dayjs | null];
            if (from && to) {
              setRange({
                startDate: isoToCompact(from.format('YYYY-MM-DD')),
                endDate: isoToCompact(to.format('YYYY-MM-DD')),
              });
            }
          }}
        />
        {range ? <Button onClick={() => setRange(null)}>Default range</Button> : null}
        <Button onClick={exportCsv}>Export CSV</Button>
        {loading ? <Typography.Text type="secondary">Updating…</Typography.Text> : null}
      </Space>

      <div className="financials-figures">
        <Statistic
          title="Budget"
          value={figures.budget > 0 ? formatMoney(figures.budget) : FINANCIALS_EMPTY.noProjectBudget}
        />
        <Statistic
          title={
            <span>
              {costLabel} (project to date)
              <HowComputed what={costLabel.toLowerCase()}>{costRule}</HowComputed>
            </span>
          }
          value={formatMoney(figures.totalCost)}
        />
        <Statistic
          title={
            <span>
              {costLabel} in range
              <HowComputed what={`${costLabel.toLowerCase()} in range`}>
                {`${hours(figures.approvedHours)} approved between ${dayjs(start).format(DISPLAY_DATE_FORMAT)} and ${dayjs(end).format(DISPLAY_DATE_FORMAT)}. ${costRule}`}
              </HowComputed>
            </span>
          }
          value={formatMoney(figures.cost)}
        />
        <Statistic title="Expenses" value={formatMoney(figures.expenses)} />
        <Statistic
          title={
            <span>
              Budget Used
              <HowComputed what="budget used">
                {`(${costLabel} to date${figures.deductExpenses ? ' + expenses' : ''}) ÷ budget.${figures.deductExpenses ? '' : ' Expenses are not deducted from this project.'}`}
              </HowComputed>
            </span>
          }
          value={figures.budget > 0 ? formatPercent(figures.budgetUsed) : '—'}
          suffix={
            figures.budgetStatus ? (
              <span className={`financials-status financials-status--${figures.budgetStatus.toLowerCase()}`}>
                {figures.budgetStatus}
              </span>
            ) : null
          }
        />
        <Statistic title="Remaining" value={figures.budget > 0 ? formatMoney(figures.remaining) : '—'} />
        <Statistic title="Approved Hours in range" value={hours(figures.approvedHours)} />
      </div>

      <FinancialsCharts
        budget={figures.budget}
        totalCost={figures.totalCost}
        cost={figures.cost}
        expenses={figures.expenses}
        costLabel={costLabel}
        contributors={figures.contributors}
        deliverables={figures.deliverables}
        months={figures.months}
      />

      <Typography.Title level={5} id="financials-grid-title">
        Approved Hours per Contributor
      </Typography.Title>
      <DataTable<Contributor>
        tableId="project-financials"
        label="Approved Hours per Contributor"
        aria-labelledby="financials-grid-title"
        rowKey="userId"
        className="financials-grid"
        maxWidth={FINANCIALS_TABLE_WIDTH}
        dataSource={figures.contributors}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={FINANCIALS_EMPTY.noCost} />,
        }}
        columns={[
          { key: 'name', title: 'Contributor', dataIndex: 'name', width: 220, locked: true },
          {
            key: 'hours',
            title: 'Approved Hours',
            dataIndex: 'hours',
            align: 'right',
            width: 130,
            priority: 1,
            render: hours,
          },
          {
            key: 'rate',
            title: 'Rate',
            dataIndex: 'rate',
            align: 'right',
            width: 110,
            priority: 3,
            render: (value: number) => formatMoney(value),
          },
          {
            key: 'cost',
            title: costLabel,
            label: costLabel,
            dataIndex: 'cost',
            align: 'right',
            width: 150,
            priority: 1,
            render: (value: number, row) => (
              <span>
                {formatMoney(value)}
                <HowComputed what={`${costLabel.toLowerCase()} of ${row.name}`}>
                  <ul className="financials-explanation">
                    {row.explanation.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </HowComputed>
              </span>
            ),
          },
          { key: 'rateRule', title: 'Rate Rule', dataIndex: 'rateRule', width: 260, priority: 2 },
        ]}
        totals={{
          name: <strong>Total</strong>,
          hours: <strong>{hours(figures.approvedHours)}</strong>,
          cost: <strong>{formatMoney(figures.cost)}</strong>,
        }}
      />
    </section>
  );
}
