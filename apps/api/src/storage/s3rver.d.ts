/** The part of the S3 emulator (@20minutes/s3rver, a dev dependency for tests) that s3rver.testing.ts uses. */
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    key?: Buffer;
    cert?: Buffer;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string>;
    status: number;
    body: unknown;
    type: string;
    get(header: string): string;
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
  }
  export default class S3rver {
    /** Koa's middleware list (composed when the server starts). */
    middleware: ((context: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
