import { documentTitle } from '@tally/domain/shell/titles';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Configurations } from '../graphql/configurations.ts';
import { claimedPageTitle } from './pageTitle.ts';

/**
 * Applies '{section} | {company} Time Tracker', or a named screen's title until its page
 * claims its own (M-007), and the configured favicon.
 */
export function useBranding(config: Configurations): void {
  const { pathname } = useLocation();
  const company = config.get('company-short-name');
  const favicon = config.get('favicon-url');

  const loading = config.loading;
  useEffect(() => {
    // Until the configuration arrives the server's title stands (it names the company already): writing one
    // without the company would flash 'Timesheets | Time Tracker'.
    if (loading) return;
    // A page's own title wins (its effect runs before this one in the same commit).
    document.title = claimedPageTitle() ?? documentTitle(pathname, company);
  }, [pathname, company, loading]);

  useEffect(() => {
    if (!favicon) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = favicon;
  }, [favicon]);
}
