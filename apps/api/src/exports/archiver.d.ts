// The part of archiver's API (5.x) the XLSX writer uses; the package ships no types.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  interface EntryData {
    name: string;
  }

  interface ZipOptions {
    zlib?: { level?: number };
    forceZip64?: boolean;
  }

  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    on(event: 'error' | 'warning', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function archiver(format: 'zip', options?: ZipOptions): Archiver;
  export default archiver;
}
