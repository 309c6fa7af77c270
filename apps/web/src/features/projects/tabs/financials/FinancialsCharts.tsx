import { barSize, FINANCIALS_EMPTY } from '@tally/domain/projects/financials';
import { formatMoney } from '@tally/domain/shared/money';
import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const money = (value: unknown) => formatMoney(Number(value));
const short = (value: unknown) => {
  const n = Number(value);
  return Math.abs(n) >= 1000 ? `$${Math.round(n / 100) / 10}k` : `$${n}`;
};

export interface ChartFacts {
  budget: number;
  totalCost: number;
  cost: number;
  expenses: number;
  costLabel: string;
  contributors: readonly { name: string; hours: number; cost: number }[];
  deliverables: readonly { name: string; budget: number; cost: number }[];
  months: readonly { period: string; hours: number; cost: number }[];
}

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} className="financials-chart">
      {/* The chart is drawn in SVG; the figure's text alternative says what it shows. */}
      <figure aria-label={`${title}: ${summary}`} style={{ margin: 0 }}>
        {children}
      </figure>
    </Card>
  );
}

const empty = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;

/** The Financials charts (M-103, M-107, M-109): bar size 50 below 10 bars. */
export function FinancialsCharts(facts: ChartFacts) {
  const budgetBars = [
    { name: 'Budget', amount: facts.budget },
    { name: facts.costLabel, amount: facts.totalCost },
    { name: 'Expenses', amount: facts.expenses },
  ];
  const anyDeliverableBudget = facts.deliverables.some((d) => d.budget > 0);
  const deliverableBars = facts.deliverables.filter((d) => d.budget > 0 || d.cost > 0);
  const hoursBars = facts.contributors.map((c) => ({ name: c.name, hours: Math.round(c.hours * 100) / 100 }));

  return (
    <div className="financials-charts">
      <ChartCard
        title={`Budget vs ${facts.costLabel}`}
        summary={`budget ${money(facts.budget)}, ${facts.costLabel.toLowerCase()} ${money(facts.totalCost)}, expenses ${money(facts.expenses)}`}
      >
        {facts.budget > 0 ? (
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={budgetBars}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis tickFormatter={short} width={60} />
              <Tooltip formatter={money} />
              <Bar dataKey="amount" name="Amount" fill="#1677ff" barSize={barSize(budgetBars.length)} />
            </BarChart>
          </ResponsiveContainer>
        ) : (
          empty(FINANCIALS_EMPTY.noProjectBudget)
        )}
      </ChartCard>

      <ChartCard
        title={`${facts.costLabel} per Deliverable`}
        summary={
          deliverableBars
            .map((d) => `${d.name} budget ${money(d.budget)} cost ${money(d.cost)}`)
            .join('; ') || 'none'
        }
      >
        {!anyDeliverableBudget && facts.cost === 0 ? (
          empty(facts.budget > 0 ? FINANCIALS_EMPTY.noDeliverableBudget : FINANCIALS_EMPTY.budgetsNotSet)
        ) : (
          <>
            {!anyDeliverableBudget ? (
              <p className="financials-note">{FINANCIALS_EMPTY.noDeliverableBudget}</p>
            ) : null}
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={deliverableBars}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis tickFormatter={short} width={60} />
                <Tooltip formatter={money} />
                <Legend />
                <Bar
                  dataKey="budget"
                  name="Budget"
                  fill="#91caff"
                  barSize={barSize(deliverableBars.length)}
                />
                <Bar
                  dataKey="cost"
                  name={facts.costLabel}
                  fill="#1677ff"
                  barSize={barSize(deliverableBars.length)}
                />
              </BarChart>
            </ResponsiveContainer>
          </>
        )}
      </ChartCard>

      <ChartCard
        title="Approved Hours per Contributor"
        summary={hoursBars.map((c) => `${c.name} ${c.hours} h`).join('; ') || 'none'}
      >
        {hoursBars.length > 0 ? (
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={hoursBars}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis width={50} />
              <Tooltip formatter={(value) => `${value} h`} />
              <Bar dataKey="hours" name="Approved hours" fill="#52c41a" barSize={barSize(hoursBars.length)} />
            </BarChart>
          </ResponsiveContainer>
        ) : (
          empty(FINANCIALS_EMPTY.noCost)
        )}
      </ChartCard>

      <ChartCard
        title={`${facts.costLabel} over Time`}
        summary={facts.months.map((m) => `${m.period} ${money(m.cost)}`).join('; ') || 'none'}
      >
        {facts.months.length > 0 && facts.cost > 0 ? (
          <ResponsiveContainer width="100%" height={260}>
            {facts.months.length === 1 ? (
              <BarChart data={[...facts.months]}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="period" />
                <YAxis tickFormatter={short} width={60} />
                <Tooltip formatter={money} />
                <Bar dataKey="cost" name={facts.costLabel} fill="#1677ff" barSize={barSize(1)} />
              </BarChart>
            ) : (
              <LineChart data={[...facts.months]}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="period" />
                <YAxis tickFormatter={short} width={60} />
                <Tooltip formatter={money} />
                <Line type="monotone" dataKey="cost" name={facts.costLabel} stroke="#1677ff" />
              </LineChart>
            )}
          </ResponsiveContainer>
        ) : (
          empty(FINANCIALS_EMPTY.noCost)
        )}
      </ChartCard>
    </div>
  );
}
