import { useQuery } from '@apollo/client/react';
import { isoToCompact, isoToDisplay, tryCompactToIso } from '@tally/domain/shared/dates';
import { timeOffYears, yearRange } from '@tally/domain/time-off/time-off';
import { Segmented, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useId, useState } from 'react';
import {
  TimeOffBalancesDocument,
  type TimeOffBalancesQuery,
  TimeOffTransactionsDocument,
  type TimeOffTransactionsQuery,
} from '../../graphql/generated/graphql.ts';
import { QueryError } from '../../ui/QueryState.tsx';
import { useToday } from '../../ui/useToday.ts';
import { AddTransactionForm } from './AddTransactionForm.tsx';
import './time-off.css';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

type Balance = TimeOffBalancesQuery['timeOffBalances'][number];
type Transaction = TimeOffTransactionsQuery['timeOffTransactions'][number];
type View = 'Balances' | 'Transactions';

const hours = (value: number) => value.toFixed(2);
const hoursColumn = <T,>(key: keyof T & string, title: string) => ({
  key,
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (value: number) => hours(value),
});

const BALANCE_COLUMNS: ColumnsType<Balance> = [
  { key: 'timeOffType', title: 'Time-off type', dataIndex: 'timeOffType' },
  hoursColumn<Balance>('earned', 'Earned'),
  hoursColumn<Balance>('rollover', 'Rollover'),
  hoursColumn<Balance>('taken', 'Taken'),
  {
    ...hoursColumn<Balance>('remaining', 'Remaining'),
    render: (value: number) => <strong>{hours(value)}</strong>,
  },
];

const TRANSACTION_COLUMNS: ColumnsType<Transaction> = [
  {
    key: 'date',
    title: 'Date',
    dataIndex: 'date',
    render: (date: string) => isoToDisplay(tryCompactToIso(date) ?? date),
  },
  { key: 'timeOffType', title: 'Time-off type', dataIndex: 'timeOffType' },
  { key: 'transactionType', title: 'Transaction', dataIndex: 'transactionType' },
  hoursColumn<Transaction>('hours', 'Hours'),
];

interface TimeOffViewsProps {
  userId: string;
  /** Offer adding a transaction (H-016): only the human-resources screen sets it (U-012). */
  allowAdd?: boolean;
  /** Whose balances, for labels ('Erin Employee'); omitted on the user's own profile. */
  userName?: string;
}

/** The balance and transaction views of one user for a year of the last 10 (U-008..U-011). */
export function TimeOffViews({ userId, allowAdd = false, userName }: TimeOffViewsProps) {
  const today = useToday();
  const currentYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(currentYear);
  const [view, setView] = useState<View>('Balances');
  const yearId = useId();
  const range = yearRange(year);
  const variables = { userId, startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) };
  // cache-and-network: a view shown again after a transaction was added reads the server, not a stale cache.
  const balances = useQuery(TimeOffBalancesDocument, {
    variables,
    skip: view !== 'Balances',
    fetchPolicy: 'cache-and-network',
  });
  const transactions = useQuery(TimeOffTransactionsDocument, {
    variables,
    skip: view !== 'Transactions',
    fetchPolicy: 'cache-and-network',
  });
  const active = view === 'Balances' ? balances : transactions;
  const whose = userName ? ` of ${userName}` : '';

  return (
    <div className="timeoff-views">
      <div className="timeoff-views__toolbar">
        <div className="timeoff-views__control">
          <label htmlFor={yearId}>Year</label>
          <Select<number>
            id={yearId}
            className="timeoff-views__year"
            virtual={false}
            value={year}
            onChange={setYear}
            options={timeOffYears(currentYear).map((value) => ({ value, label: String(value) }))}
          />
        </div>
        <Segmented<View>
          aria-label={`Time-off view${whose}`}
          options={['Balances', 'Transactions']}
          value={view}
          onChange={setView}
        />
      </div>
      {active.error && !active.data ? (
        <QueryError
          title={`The time-off ${view.toLowerCase()} could not be loaded.`}
          error={active.error}
          onRetry={active.refetch}
        />
      ) : (
        // A region the keyboard can scroll when the table is wider than a phone (axe: scrollable-region-focusable).
        <ScrollRegion label={`Time-off ${view.toLowerCase()}${whose}`}>
          {view === 'Balances' ? (
            <Table<Balance>
              size="small"
              rowKey="timeOffType"
              aria-label={`Time-off balances${whose} for ${year}`}
              columns={BALANCE_COLUMNS}
              dataSource={balances.data?.timeOffBalances ?? []}
              loading={balances.loading && !balances.data}
              pagination={false}
              locale={{ emptyText: `No time-off balances for ${year}` }}
            />
          ) : (
            <Table<Transaction>
              size="small"
              rowKey="_id"
              aria-label={`Time-off transactions${whose} for ${year}`}
              columns={TRANSACTION_COLUMNS}
              dataSource={transactions.data?.timeOffTransactions ?? []}
              loading={transactions.loading && !transactions.data}
              pagination={false}
              locale={{ emptyText: `No time-off transactions in ${year}` }}
            />
          )}
        </ScrollRegion>
      )}
      {allowAdd ? <AddTransactionForm userId={userId} userName={userName} /> : null}
    </div>
  );
}
