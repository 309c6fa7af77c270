import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Button, Form, Input, Modal, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import type { Timesheet } from '../shared/view-props.ts';
import { draftRows, type ImportRow } from './drafts.ts';
import { ImportRowsTable, lineOptions } from './ImportRowsTable.tsx';
import type { EventSources } from './useEventSources.ts';

type Source = 'Outlook' | 'ICS address';

interface Props {
  open: boolean;
  timesheet: Timesheet;
  weekDates: readonly string[];
  sources: EventSources;
  onImport(rows: ImportRow[]): Promise<boolean>;
  onClose(): void;
}

export const NO_EVENTS = 'No events in this week.';

function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const { fields, message } = readInputErrors(error);
    return Object.values(fields)[0] ?? message ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Load the week's events from Outlook or an ICS feed, assign them to tasks, import (T-090..T-099). */
export function ImportDialog({ open, timesheet, weekDates, sources, onImport, onClose }: Props) {
  const [chosen, setSource] = useState<Source | null>(null);
  const source = chosen ?? (sources.outlookAvailable ? 'Outlook' : 'ICS address');
  const [icsUrl, setIcsUrl] = useState('');
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = (rows ?? []).filter((row) => row.selected && row.lineId);

  const load = (loader: () => Promise<Parameters<typeof draftRows>[0]>) => {
    setError(null);
    setRows(null); // an answer of the previous load must not stand beside this one's error
    setBusy(true);
    loader()
      .then((events) => setRows(draftRows(events, weekDates, sources.zone)))
      .catch((failure: unknown) => setError(messageOf(failure)))
      .finally(() => setBusy(false));
  };

  const importRows = async () => {
    setBusy(true);
    const done = await onImport(rows ?? []);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Modal
      open={open}
      title="Import calendar events"
      width={900}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <DisabledReason key="import" reason={ready.length === 0 && 'No events chosen to import'}>
          <Button
            key="import"
            type="primary"
            disabled={ready.length === 0}
            loading={busy && rows !== null}
            onClick={importRows}
          >
            Import{' '}
            {ready.length > 0 ? `${ready.length} ${ready.length === 1 ? 'event' : 'events'}` : 'events'}
          </Button>
        </DisabledReason>,
      ]}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {sources.outlookAvailable ? (
          <Segmented<Source>
            aria-label="Calendar"
            options={['Outlook', 'ICS address']}
            value={source}
            onChange={(next) => {
              setSource(next);
              setError(null);
            }}
          />
        ) : null}
        {source === 'Outlook' ? (
          <Button type="primary" loading={busy && rows === null} onClick={() => load(sources.loadOutlook)}>
            Load Outlook events
          </Button>
        ) : (
          <Form
            layout="inline"
            onFinish={() => load(() => sources.loadIcs(icsUrl.trim()))}
            className="tally-import-ics"
          >
            <Form.Item label="Calendar address (ICS)" htmlFor="tally-ics-url" style={{ flex: 1 }}>
              <Input
                id="tally-ics-url"
                type="url"
                placeholder="https://example.com/calendar.ics"
                value={icsUrl}
                onChange={(event) => setIcsUrl(event.target.value)}
              />
            </Form.Item>
            <DisabledReason reason={icsUrl.trim() === '' && 'Enter the calendar address first'}>
              <Button htmlType="submit" loading={busy && rows === null} disabled={icsUrl.trim() === ''}>
                Load events
              </Button>
            </DisabledReason>
          </Form>
        )}
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {rows && rows.length === 0 ? <Alert type="info" title={NO_EVENTS} /> : null}
        {rows && rows.length > 0 ? (
          <>
            <Select
              aria-label="Task for all events"
              placeholder="Assign every event to a task"
              style={{ width: 320 }}
              popupMatchSelectWidth={false}
              options={lineOptions(timesheet.lineItems)}
              onChange={(lineId: string) => setRows(rows.map((row) => ({ ...row, lineId })))}
            />
            <ImportRowsTable rows={rows} lines={timesheet.lineItems} onChange={setRows} />
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
