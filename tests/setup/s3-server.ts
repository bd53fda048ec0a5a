// A real S3-protocol server on loopback for the media bucket's tests (the npm package s3rver: objects on
// disk, signatures checked), and a proxy in front of it that passes requests on, holds some without an
// answer (a store that hangs) or changes their bytes (a store that keeps something else than was sent).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3MediaSettings } from '#server/s3-media-store.ts';

/** s3rver's own credentials: it checks every request's signature against them. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  /** The server's settings for a bucket of it (the bucket made by `bucket`). */
  settings(bucket: string, overrides?: Partial<S3MediaSettings>): S3MediaSettings;
  /** The environment a server or `npm run media:copy` reads them from. */
  env(bucket: string, overrides?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(buckets: readonly string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'roro-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket, overrides = {}) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      timeoutMs: 5000,
      ...overrides,
    }),
    env: (bucket, overrides = {}) => ({
      MEDIA_STORE: 's3',
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_TIMEOUT_MS: '5000',
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
      ...overrides,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type ProxyDecision = 'pass' | 'hang' | 'corrupt';

export interface S3Proxy {
  endpoint: string;
  /** What went through, as "PUT /bucket/key". */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A proxy before the store: each request is passed on, held without an answer until the proxy closes, or
 * passed on with its body's first byte changed (and no Content-MD5, which s3rver does not check anyway).
 */
export async function s3Proxy(target: string, decide: (method: string, path: string) => ProxyDecision): Promise<S3Proxy> {
  const { hostname, port } = new URL(target);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    requests.push(`${method} ${path}`);
    const decision = decide(method, path);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (decision === 'hang') return;
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers };
      if (decision === 'corrupt' && body.length > 0) {
        body[0] = body[0]! ^ 0xff;
        delete headers['content-md5'];
      }
      const forward = http.request({ host: hostname, port, method, path: req.url, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address on loopback where nothing listens: a store that is down. */
export async function closedEndpoint(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
