import { CloudSyncOutlined, ConsoleSqlOutlined, ExportOutlined, SyncOutlined } from '@ant-design/icons';
import { accountingEnvironment, netsuiteAppUrl } from '@tally/domain/integrations/integrations';
import { Skeleton, Typography } from 'antd';
import { LinkCards } from '../../ui/LinkCards.tsx';
import { NotConnectedAlert, useNetsuiteConnection } from './useNetsuiteConnection.tsx';
import './integrations.css';

export const INTEGRATION_CARDS = [
  {
    key: 'syncs',
    title: 'Timesheet Syncs',
    description: 'Push approved timesheets to NetSuite and see the sync state of every task.',
    icon: <CloudSyncOutlined />,
    to: '/super-admin/integrations/netsuite/syncs',
  },
  {
    key: 'suiteql',
    title: 'SuiteQL Console',
    description: 'Run a SuiteQL query against NetSuite and browse the rows it returns.',
    icon: <ConsoleSqlOutlined />,
    to: '/super-admin/integrations/netsuite/suiteql',
  },
  {
    key: 'project-sync-utilities',
    title: 'Project Sync Utilities',
    description: 'Refresh projects, deliverables and teams from NetSuite, one project or all in progress.',
    icon: <SyncOutlined />,
    to: '/super-admin/integrations/netsuite/project-sync-utilities',
  },
] as const;

/** /super-admin/integrations (S-015): the three NetSuite pages, and a link into NetSuite itself (S-016). */
export function Component() {
  const connection = useNetsuiteConnection();
  const hostname = window.location.hostname;
  return (
    <div className="integrations">
      <Typography.Title level={1} className="integrations__title">
        Integrations
      </Typography.Title>
      {connection.loading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : connection.accountId ? (
        <Typography.Paragraph>
          Connected to NetSuite account {connection.accountId}.{' '}
          <Typography.Link
            href={netsuiteAppUrl(connection.accountId, hostname)}
            target="_blank"
            rel="noopener"
          >
            Open NetSuite ({accountingEnvironment(hostname)}) <ExportOutlined aria-hidden />
          </Typography.Link>
        </Typography.Paragraph>
      ) : (
        <NotConnectedAlert message={connection.message} />
      )}
      <LinkCards cards={INTEGRATION_CARDS} />
    </div>
  );
}
