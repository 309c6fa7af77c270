import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageConfig } from '../config.ts';
import { s3CorsRules } from './s3-storage.ts';

/** Test helper: a real S3-compatible server (s3rver: SigV4 checked, CORS applied) on a free port. */
export interface S3Emulator {
  settings: S3StorageConfig;
  /** The S3_STORAGE_* variables that point the API at this emulator. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

/** The README's CORS rule as the bucket's CORSConfiguration XML. */
function corsXml(portalOrigin: string): string {
  const rules = s3CorsRules(portalOrigin).CORSRules.map((rule) =>
    [
      '<CORSRule>',
      ...rule.AllowedOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`),
      ...rule.AllowedMethods.map((method) => `<AllowedMethod>${method}</AllowedMethod>`),
      ...rule.AllowedHeaders.map((header) => `<AllowedHeader>${header}</AllowedHeader>`),
      ...rule.ExposeHeaders.map((header) => `<ExposeHeader>${header}</ExposeHeader>`),
      `<MaxAgeSeconds>${rule.MaxAgeSeconds}</MaxAgeSeconds>`,
      '</CORSRule>',
    ].join(''),
  );
  return `<CORSConfiguration>${rules.join('')}</CORSConfiguration>`;
}

type Context = Parameters<S3rver['middleware'][number]>[0];

function refuse(ctx: Context, status: number, code: string, message: string): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/**
 * s3rver, with two behaviours of S3 it lacks added in front: a private bucket refuses unsigned object requests
 * (403 AccessDenied), and a PUT with `If-None-Match: *` onto an existing key fails (412 PreconditionFailed,
 * S3's conditional write, also in MinIO and R2). Everything else, SigV4 included, is s3rver's own.
 */
export async function startS3Emulator(
  options: {
    bucket?: string;
    portalOrigin?: string;
    /** Serve over HTTPS with this certificate (browsers: the portal's CSP allows https: connections only). */
    tls?: { key: Buffer; cert: Buffer };
  } = {},
): Promise<S3Emulator> {
  const bucket = options.bucket ?? 'tally-test';
  const directory = await mkdtemp(join(tmpdir(), 'tally-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    ...options.tls,
    configureBuckets: [{ name: bucket, configs: [corsXml(options.portalOrigin ?? 'http://localhost:3000')] }],
  });
  server.middleware.unshift(async (ctx, next) => {
    const [, bucketName, ...rest] = ctx.path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (!bucketName || !key || ctx.method === 'OPTIONS') return next();
    if (!ctx.query['X-Amz-Algorithm'] && !ctx.get('authorization')) {
      return refuse(ctx, 403, 'AccessDenied', 'Access Denied');
    }
    if (ctx.method === 'PUT' && ctx.get('if-none-match') === '*') {
      if (await ctx.store.existsObject(bucketName, key)) {
        return refuse(
          ctx,
          412,
          'PreconditionFailed',
          'At least one of the pre-conditions you specified did not hold',
        );
      }
    }
    return next();
  });
  const { port } = await server.run();
  const settings: S3StorageConfig = {
    bucket,
    region: 'us-east-1',
    endpoint: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    sessionToken: undefined,
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_STORAGE_BUCKET: bucket,
      S3_STORAGE_ENDPOINT: settings.endpoint ?? '',
      S3_STORAGE_ACCESS_KEY_ID: ACCESS_KEY,
      S3_STORAGE_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_STORAGE_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
