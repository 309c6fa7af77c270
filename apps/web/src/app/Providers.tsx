import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { theme, withoutMotion } from './theme.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const activeTheme = useMemo(() => (reducedMotion ? withoutMotion(theme) : theme), [reducedMotion]);
  return (
    <ApolloProvider client={client}>
      <ConfigProvider theme={activeTheme}>
        {/* App gives App.useApp() (message, notification, modal) the theme, without a wrapper element. */}
        <App component={false}>{children}</App>
      </ConfigProvider>
    </ApolloProvider>
  );
}
