import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useConfigurations } from '../graphql/configurations.ts';
import { trackPageView } from './analytics.ts';
import { useBranding } from './useBranding.ts';

/** Wraps every route: document title, favicon and page views apply to all pages. */
export function RootLayout() {
  const config = useConfigurations();
  const { pathname } = useLocation();
  useBranding(config);

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  return <Outlet />;
}
