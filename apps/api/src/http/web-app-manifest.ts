import { productName } from '@tally/domain/shell/titles';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { listConfigurationRows } from '../modules/super-admin/index.ts';
import type { HttpRequest } from './request.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** The web build's own icons (apps/web/public), used unless the configuration names a favicon. */
const DEFAULT_ICONS: ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
];

const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function configuredIcon(url: string): ManifestIcon {
  const extension = /\.([a-z]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const type = ICON_TYPES[extension];
  return type ? { src: url, sizes: 'any', type } : { src: url, sizes: 'any' };
}

/**
 * The web app manifest (issue #18): the portal installs as an app named after the company (configuration
 * company-short-name, as the page titles) with the configured favicon (favicon-url) as its icon, else the
 * build's icons. Public like the branding it reads: browsers fetch a manifest without cookies.
 */
export function webAppManifest(values: { companyShortName: string; faviconUrl: string }) {
  return {
    name: productName(values.companyShortName),
    short_name: values.companyShortName.trim() || productName(null),
    description: 'Track time on the week, also without a connection.',
    id: '/',
    start_url: '/user/timesheets',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1668dc',
    icons: values.faviconUrl.trim() ? [configuredIcon(values.faviconUrl.trim())] : DEFAULT_ICONS,
  };
}

export async function webAppManifestRoute(http: HttpRequest): Promise<void> {
  const stored = toConfigurationValues(await listConfigurationRows(http.deps.db));
  const body = JSON.stringify(
    webAppManifest({
      companyShortName: readString(stored, 'company-short-name'),
      faviconUrl: readString(stored, 'favicon-url'),
    }),
  );
  http.res.writeHead(200, {
    'content-type': 'application/manifest+json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-cache',
  });
  http.res.end(http.req.method === 'HEAD' ? undefined : body);
}
