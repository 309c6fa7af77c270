import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { NetsuiteConnectionDocument } from '../../graphql/generated/graphql.ts';

/** Whether the server is connected to NetSuite, and the account its links open (S-016). */
export function useNetsuiteConnection() {
  const { data, loading } = useQuery(NetsuiteConnectionDocument);
  const connection = data?.netsuiteConnection;
  return {
    loading: loading && !data,
    connected: connection?.connected ?? false,
    accountId: connection?.accountId ?? null,
    message: connection?.message ?? null,
  };
}

/** The notice the integration pages show while no accounting system is connected. */
export function NotConnectedAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Accounting integration off"
      description={message}
      className="integrations__notice"
    />
  );
}
