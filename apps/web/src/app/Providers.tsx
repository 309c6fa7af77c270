import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ConfigProvider theme={theme}>{children}</ConfigProvider>
    </ApolloProvider>
  );
}
