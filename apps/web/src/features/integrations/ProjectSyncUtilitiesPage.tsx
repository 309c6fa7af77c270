import { StopOutlined, SyncOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  netsuiteRecordUrl,
  PROJECT_SYNCS,
  type ProjectSyncOperation,
  SYNC_PROJECT_CAP,
  syncMessages,
} from '@tally/domain/integrations/integrations';
import {
  App,
  Button,
  Empty,
  Input,
  Progress,
  Select,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useCallback, useId, useMemo, useState } from 'react';
import { readInputErrors } from '../../graphql/errors.ts';
import {
  SyncToolDeliverablesDocument,
  SyncToolFullSyncDocument,
  SyncToolProjectOnlyDocument,
  SyncToolProjectsDocument,
  type SyncToolProjectsQuery,
  SyncToolResourcesDocument,
} from '../../graphql/generated/graphql.ts';
import { QueryError } from '../../ui/QueryState.tsx';
import { useBulkSync } from './useBulkSync.ts';
import { NotConnectedAlert, useNetsuiteConnection } from './useNetsuiteConnection.tsx';
import './integrations.css';
import { matchesQuery } from '@tally/domain/shared/search';
import { DisabledReason } from '../../ui/DisabledReason.tsx';

type Row = SyncToolProjectsQuery['projectManagement']['allProjects'][number];

const errorText = (error: unknown) => {
  const read = readInputErrors(error);
  return read.message ?? Object.values(read.fields).join(' ');
};

const syncedText = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** /super-admin/integrations/netsuite/project-sync-utilities (S-024..S-031): one project or all in progress. */
export function Component() {
  const { message } = App.useApp();
  const connection = useNetsuiteConnection();
  const { data, loading, error, refetch } = useQuery(SyncToolProjectsDocument);
  const [operation, setOperation] = useState<ProjectSyncOperation>('manualProjectSync');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const selectId = useId();
  const [full] = useMutation(SyncToolFullSyncDocument);
  const [only] = useMutation(SyncToolProjectOnlyDocument);
  const [deliverables] = useMutation(SyncToolDeliverablesDocument);
  const [resources] = useMutation(SyncToolResourcesDocument);

  const runOne = useCallback(
    async (op: ProjectSyncOperation, projectId: string) => {
      const mutate = {
        manualProjectSync: full,
        syncProjectOnly: only,
        syncProjectDeliverables: deliverables,
        syncProjectResources: resources,
      }[op];
      await mutate({ variables: { projectId } });
    },
    [full, only, deliverables, resources],
  );
  const notify = useMemo(
    () => ({
      success: (text: string) => void message.success(text),
      error: (text: string) => void message.error(text),
      info: (text: string) => void message.info(text),
      warning: (text: string) => void message.warning(text),
    }),
    [message],
  );
  const bulk = useBulkSync(runOne, notify, errorText);
  const label = PROJECT_SYNCS.find((sync) => sync.operation === operation)?.label ?? '';

  const projects = data?.projectManagement.allProjects ?? [];
  const shown = projects.filter((project) =>
    matchesQuery([project.name, project.client?.name, project.sourceId], search),
  );

  const syncOne = async (project: Row) => {
    setBusy(project._id);
    try {
      await runOne(operation, project._id);
      void message.success(syncMessages.singleSuccess(label, project.name));
    } catch (failure) {
      void message.error(syncMessages.failed(project.name, errorText(failure)));
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<Row> = [
    { title: 'Project', dataIndex: 'name', key: 'name' },
    { title: 'Client', key: 'client', responsive: ['md'], render: (_, row) => row.client?.name ?? '' },
    { title: 'Status', key: 'status', render: (_, row) => row.status ?? '' },
    {
      title: 'NetSuite Id',
      key: 'sourceId',
      render: (_, row) =>
        row.sourceId && connection.accountId ? (
          <Typography.Link
            href={netsuiteRecordUrl(connection.accountId, window.location.hostname, 'job', row.sourceId)}
            target="_blank"
            rel="noopener"
          >
            {row.sourceId}
          </Typography.Link>
        ) : (
          (row.sourceId ?? <Typography.Text type="secondary">Not linked</Typography.Text>)
        ),
    },
    {
      title: 'Last Synced',
      key: 'syncedAt',
      responsive: ['lg'],
      render: (_, row) => syncedText(row.syncedAt),
    },
    {
      title: 'Sync',
      key: 'sync',
      render: (_, row) => {
        const disabled = !row.sourceId || !connection.connected || bulk.running;
        // While a bulk sync runs the buttons wait for it, which the progress above says.
        const reason =
          disabled &&
          !bulk.running &&
          (row.sourceId ? 'The accounting system is not connected.' : 'Not linked to NetSuite.');
        return (
          <DisabledReason reason={reason}>
            <Button
              icon={<SyncOutlined aria-hidden />}
              disabled={disabled}
              loading={busy === row._id}
              aria-label={`${label}: ${row.name}`}
              onClick={() => void syncOne(row)}
            >
              Sync
            </Button>
          </DisabledReason>
        );
      },
    },
  ];

  const progress = bulk.progress;
  return (
    <div className="integrations">
      <Typography.Title level={1} className="integrations__title">
        Project Sync Utilities
      </Typography.Title>
      <NotConnectedAlert message={connection.loading ? null : connection.message} />
      <div className="integrations__bulk">
        <label htmlFor={selectId}>Sync type</label>
        <Select<ProjectSyncOperation>
          id={selectId}
          value={operation}
          onChange={setOperation}
          options={PROJECT_SYNCS.map((sync) => ({ value: sync.operation, label: sync.label }))}
          style={{ minWidth: 200 }}
          disabled={bulk.running}
        />
        <DisabledReason
          reason={
            !connection.connected
              ? 'NetSuite is not connected'
              : projects.length === 0 && 'No projects to sync'
          }
        >
          <Button
            type="primary"
            icon={<SyncOutlined aria-hidden />}
            disabled={!connection.connected || bulk.running || projects.length === 0}
            onClick={() => void bulk.start(operation, label, projects)}
          >
            Sync All In Progress
          </Button>
        </DisabledReason>
        {bulk.running ? (
          <Button danger icon={<StopOutlined aria-hidden />} disabled={bulk.stopping} onClick={bulk.stop}>
            Stop
          </Button>
        ) : null}
      </div>
      <output aria-live="polite" className="integrations__progress">
        {progress?.kind === 'running' ? (
          <>
            <span>{`Syncing ${progress.current} of ${progress.total}: ${progress.name}`}</span>
            <Progress
              percent={Math.round(((progress.current - 1) / progress.total) * 100)}
              aria-label="Sync progress"
            />
          </>
        ) : progress?.kind === 'complete' ? (
          <>
            <span>Complete</span>
            <Progress percent={100} aria-label="Sync progress" />
          </>
        ) : null}
      </output>
      {error ? (
        <QueryError title="The projects could not be loaded." error={error} onRetry={refetch} />
      ) : loading && !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : projects.length === 0 ? (
        <Empty description={syncMessages.noProjects} />
      ) : (
        <>
          <Input.Search
            aria-label="Search projects"
            placeholder="Search by project, client or NetSuite id"
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 360 }}
          />
          <div className="integrations__table-scroll">
            <Table<Row>
              aria-label="Projects"
              rowKey="_id"
              size="middle"
              columns={columns}
              dataSource={shown}
              pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
              footer={
                projects.length >= SYNC_PROJECT_CAP
                  ? () => `The first ${SYNC_PROJECT_CAP} projects are listed.`
                  : undefined
              }
            />
          </div>
        </>
      )}
    </div>
  );
}
