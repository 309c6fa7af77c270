/** Placeholder while the first route module downloads: an empty page that announces the wait. */
export function RouteLoading() {
  return <output aria-label="Loading" style={{ display: 'block', minHeight: '100vh' }} />;
}
