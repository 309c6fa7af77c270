import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Test helper: a real Azurite blob service on a free port, in memory. */
const AZURITE = fileURLToPath(new URL('../../../../node_modules/.bin/azurite-blob', import.meta.url));
/** Azurite's well-known development account. */
const ACCOUNT_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function spawnAzurite(port: number): Promise<ChildProcess> {
  const args = ['--skipApiVersionCheck', '--disableTelemetry', '--inMemoryPersistence'];
  const child = spawn(AZURITE, [...args, '--blobHost', '127.0.0.1', '--blobPort', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('Azurite did not start'));
    }, 60_000);
    child.once('exit', (code) => reject(new Error(`Azurite exited with ${code}`)));
    child.stdout?.on('data', (data: Buffer) => {
      if (data.toString().includes('successfully listens')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

export interface Azurite {
  connectionString: string;
  stop(): Promise<void>;
}

export async function startAzurite(): Promise<Azurite> {
  const port = await freePort();
  const child = await spawnAzurite(port);
  return {
    connectionString:
      `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${ACCOUNT_KEY};` +
      `BlobEndpoint=http://127.0.0.1:${port}/devstoreaccount1;`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL'); // in-memory data only; SIGTERM waits for idle keep-alive sockets
      await exited;
    },
  };
}
