import { CaretRightOutlined } from '@ant-design/icons';
import { useLazyQuery } from '@apollo/client/react';
import { Button, Input, Table, type TableColumnsType, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { readInputErrors } from '../../graphql/errors.ts';
import { RunSuiteqlDocument } from '../../graphql/generated/graphql.ts';
import { NotConnectedAlert, useNetsuiteConnection } from './useNetsuiteConnection.tsx';
import './integrations.css';
import { DisabledReason } from '../../ui/DisabledReason.tsx';

type Row = Record<string, unknown>;

/** The columns of an answer: every key of its rows, in the order they first appear (S-023). */
export function resultColumns(rows: readonly Row[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}

const cellText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** /super-admin/integrations/netsuite/suiteql (S-021..S-023): a SuiteQL console over admin.suiteql. */
export function Component() {
  const connection = useNetsuiteConnection();
  const [text, setText] = useState('');
  const [run, { data, loading, error, called }] = useLazyQuery(RunSuiteqlDocument, {
    fetchPolicy: 'no-cache',
  });
  const inputId = useId();
  const rows = useMemo(
    () => ((data?.admin.suiteql ?? []) as Row[]).map((row, index) => ({ ...row, __key: index })),
    [data],
  );
  const keys = useMemo(() => resultColumns((data?.admin.suiteql as Row[] | undefined) ?? []), [data]);
  const columns: TableColumnsType<Row> = keys.map((key) => ({
    title: key,
    key,
    render: (_, row) => cellText(row[key]),
    ellipsis: false,
  }));
  const empty = text.trim() === '';
  const submit = () => {
    if (!empty) void run({ variables: { query: text } });
  };

  return (
    <div className="integrations">
      <Typography.Title level={1} className="integrations__title">
        SuiteQL Console
      </Typography.Title>
      <NotConnectedAlert message={connection.loading ? null : connection.message} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="integrations__filters"
        style={{ flexDirection: 'column', alignItems: 'stretch' }}
      >
        <label htmlFor={inputId}>SuiteQL query</label>
        <Input.TextArea
          id={inputId}
          className="integrations__query"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl+Enter (Cmd+Enter) runs, as in other query consoles; Enter alone adds a line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
          placeholder="SELECT id, entityid, companyname FROM job"
          autoSize={{ minRows: 4, maxRows: 16 }}
          spellCheck={false}
        />
        <div>
          <DisabledReason reason={empty && 'Type a query first'}>
            <Button
              type="primary"
              htmlType="submit"
              icon={<CaretRightOutlined aria-hidden />}
              disabled={empty}
              loading={loading}
            >
              Run
            </Button>
          </DisabledReason>{' '}
          <Typography.Text type="secondary">
            Ctrl+Enter runs the query. At most 1000 rows are shown.
          </Typography.Text>
        </div>
      </form>
      {error ? (
        <div role="alert" className="integrations__result-box">
          {readInputErrors(error).message ?? Object.values(readInputErrors(error).fields).join(' ')}
        </div>
      ) : called && !loading && data ? (
        <section aria-label="Results">
          <Typography.Paragraph type="secondary" role="status">
            {rows.length === 1 ? '1 row' : `${rows.length} rows`}
          </Typography.Paragraph>
          <Table<Row>
            aria-label="Query results"
            rowKey="__key"
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content', y: 480 }}
            locale={{ emptyText: 'The query returned no rows' }}
          />
        </section>
      ) : null}
    </div>
  );
}
