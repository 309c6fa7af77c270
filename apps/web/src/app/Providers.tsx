import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { theme, withoutMotion } from './theme.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const activeTheme = useMemo(() => (reducedMotion ? withoutMotion(theme) : theme), [reducedMotion]);
  return (
    <ApolloProvider client={client}>
      <ConfigProvider theme={activeTheme}>{children}</ConfigProvider>
    </ApolloProvider>
  );
}
