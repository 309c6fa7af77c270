import { vi } from 'vitest';

export interface ExportLink {
  /** The endpoint's path, e.g. /api/reports/time-off.csv. */
  path: string;
  /** Its query parameters, without the browser-dependent tzOffset. */
  params: Record<string, string>;
  download: string;
}

/** Catches the downloads the page starts from server exports (links clicked), in order. */
export function captureExportLinks(): ExportLink[] {
  const links: ExportLink[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const url = new URL(this.href, 'http://localhost');
    const params = Object.fromEntries(url.searchParams);
    delete params.tzOffset;
    links.push({ path: url.pathname, params, download: this.download });
  });
  return links;
}
