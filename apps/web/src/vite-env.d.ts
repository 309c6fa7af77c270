/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Sentry-compatible DSN; crash reports are sent only when it is set. */
  readonly VITE_SENTRY_DSN?: string;
  /** Endpoint receiving page-view beacons; page views are sent only when it is set. */
  readonly VITE_ANALYTICS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
