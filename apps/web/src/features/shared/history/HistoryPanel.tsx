import { useQuery } from '@apollo/client/react';
import { HISTORY_TYPES, type HistorySubject } from '@tally/domain/shared/history';
import { Button, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { HistoryDocument, type HistoryQuery } from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
import { ScrollRegion } from '../../../ui/ScrollRegion.tsx';

type Entry = HistoryQuery['history'][number];
const PAGE = 100;

/**
 * One change: 'Budget: ~~$1,000.00~~ → $1,200.00'; a value set where there was none shows the new value
 * alone, and a value cleared or removed reads '→ none' rather than an arrow to nothing.
 */
function ChangeLine(change: Entry['changes'][number], index: number) {
  return (
    // The changes of one event keep their order and never move: their index is a stable key.
    <div key={index}>
      <Typography.Text type="secondary">{change.field}: </Typography.Text>
      {change.from ? (
        <>
          <Typography.Text delete>{change.from}</Typography.Text> →{' '}
          {change.to || <Typography.Text type="secondary">none</Typography.Text>}
        </>
      ) : (
        change.to
      )}
    </div>
  );
}

/**
 * The History of a timesheet, a project, a user or the portal (issue #17): who changed what and when, with the
 * values before and after and the token a change came through; filter by action and words, export as CSV.
 */
export function HistoryPanel({ subject, id }: { subject: HistorySubject; id?: string }) {
  const [type, setType] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const variables = { subject, id: id ?? null, type, search: search.trim() || null, limit, offset: 0 };
  const { data, loading, error, refetch } = useQuery(HistoryDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.history ?? [];
  const csv = new URLSearchParams({
    subject,
    ...(id ? { id } : {}),
    ...(type ? { type } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  });

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label="Filter by action"
          placeholder="All actions"
          style={{ width: 240 }}
          value={type}
          onChange={(value) => setType(value ?? null)}
          options={HISTORY_TYPES.map((option) => ({ value: option.type, label: option.action }))}
        />
        <Input.Search
          aria-label="Search the history"
          placeholder="Search names and values"
          allowClear
          style={{ width: 260 }}
          onSearch={(value) => setSearch(value)}
        />
        <Button href={`/api/history.csv?${csv}`} download>
          Export CSV
        </Button>
      </Space>
      {error ? <QueryError title="The history could not be loaded." error={error} onRetry={refetch} /> : null}
      <ScrollRegion label="History">
        <Table<Entry>
          rowKey="id"
          size="small"
          loading={loading && !data}
          dataSource={entries}
          pagination={false}
          locale={{ emptyText: 'Nothing recorded yet' }}
          columns={[
            { title: 'When', dataIndex: 'at', render: (iso: string) => new Date(iso).toLocaleString() },
            {
              title: 'Who',
              key: 'who',
              render: (_value, entry) => (
                <>
                  {entry.actorName ?? '—'}
                  {entry.tokenName ? (
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      via token “{entry.tokenName}”
                    </Typography.Text>
                  ) : null}
                </>
              ),
            },
            { title: 'Action', dataIndex: 'action' },
            { title: 'Subject', dataIndex: 'subject' },
            {
              title: 'Changes',
              dataIndex: 'changes',
              render: (changes: Entry['changes']) => changes.map(ChangeLine),
            },
          ]}
        />
      </ScrollRegion>
      {entries.length >= limit ? <Button onClick={() => setLimit(limit + PAGE)}>Show more</Button> : null}
    </Space>
  );
}
