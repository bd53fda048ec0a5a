// Configuration from environment variables, checked once at start: a wrong value stops the start with
// a message naming the variable. Every variable is documented in .env.example.
import { BlockList, isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BOT_CHECK_COST } from '#domain/bot-check/altcha.ts';
import { SCRYPT_PARAMETERS } from './password-hash.ts';
import type { S3MediaSettings } from './s3-media-store.ts';

/**
 * How long the mail server may take for each step of a send (SMTP_TIMEOUT_MS): well inside a job
 * attempt's deadline (JOB_ATTEMPT_TIMEOUT_MS, 60 s), so a silent server fails the attempt, not the lease.
 */
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** Addresses or CIDR ranges, comma-separated (TRUSTED_PROXIES, METRICS_ALLOW). */
const addressList = () =>
  z
    .string()
    .default('')
    .transform((text) => text.split(',').map((entry) => entry.trim()).filter(Boolean))
    .superRefine((entries, ctx) => {
      const wrong = entries.filter((entry) => !isAddressOrRange(entry));
      if (wrong.length) ctx.addIssue({ code: 'custom', message: `must be IP addresses or CIDR ranges such as 127.0.0.1 or 10.0.0.0/8, comma-separated (not ${wrong.join(', ')})` });
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SITE_URL: z.url({ message: 'must be an absolute URL such as https://www.example.com' }).optional(),
  MEDIA_BASE_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^(\/|https?:\/\/[^/\s]+)\S*$/, { message: 'must be a path on this site such as /media, or an http(s) address such as https://cdn.example.com/media' })
      .optional(),
  ),
  /** Where pictures are written (ADR 061): the directory MEDIA_DIR, or an S3-compatible bucket. */
  MEDIA_STORE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['directory', 's3'], { message: 'must be directory (MEDIA_DIR, the default) or s3 (a bucket: MEDIA_S3_BUCKET and the rest)' }).optional(),
  ),
  SEED_VEHICLES: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GRAPHQL_INTROSPECTION: flag,
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65536).default(64),
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OUTBOX_DIR: z.string().min(1).optional(),
  /** How long the mail server may take to connect, greet and answer each command (ADR 064): well inside a job attempt's 60 s. */
  SMTP_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(100, { message: 'must be at least 100 ms' })
    .max(20_000, { message: 'must be at most 20000 ms: a job attempt (an e-mail sent) is given 60 s' })
    .default(DEFAULT_SMTP_TIMEOUT_MS),
  BOT_CHECK_COST: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_BOT_CHECK_COST),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(SCRYPT_PARAMETERS.ln),
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(64),
  /** Processes serving one port (node:cluster), on PostgreSQL only: a number, or auto for one per core. */
  WORKERS: z
    .string()
    .trim()
    .regex(/^(auto|[1-9][0-9]{0,2})$/, { message: 'must be a number of processes from 1 to 999, or auto (one per core)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Proxies in front (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For names the client. */
  TRUSTED_PROXIES: addressList(),
  /** Who may read GET /metrics by their address (server/metrics.ts): addresses or CIDR ranges, comma-separated. */
  METRICS_ALLOW: addressList(),
  /** Or with `Authorization: Bearer <METRICS_TOKEN>`, from anywhere. */
  METRICS_TOKEN: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .regex(/^[\x21-\x7e]{32,256}$/, { message: 'must be 32 to 256 characters without spaces (a random secret, e.g. openssl rand -base64 32)' })
      .optional(),
  ),
  /** Other sites whose pages may call /graphql with the visitor's cookies: origins, comma-separated. */
  API_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text) => text.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url({ message: 'must be origins such as https://dealer.example, comma-separated' }).transform((url) => new URL(url).origin))),
});

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  siteUrl: string;
  /** False when SITE_URL was not given and siteUrl is derived from HOST and PORT. */
  siteUrlConfigured: boolean;
  mediaBaseUrl: string;
  /** Where pictures are written: the media directory, or a bucket (read from MEDIA_S3_* by s3MediaSettings). */
  mediaStore: { kind: 'directory' } | ({ kind: 's3' } & S3MediaSettings);
  seedVehicles: number;
  logLevel: string;
  graphqlIntrospection: boolean;
  /** Memory for rendered anonymous pages (server/page-cache.ts); 0 turns the cache off. */
  pageCacheMb: number;
  /** Signs sessions and tokens; when unset, one is generated once and kept in the database. */
  authSecret: string | undefined;
  /** Outgoing mail by SMTP; without it, messages are written to outboxDir. */
  smtpUrl: string | undefined;
  /** How long the mail server may take for each step of a send. */
  smtpTimeoutMs: number;
  outboxDir: string;
  /** PBKDF2 iterations per attempt of the ALTCHA bot check (ADR 012); a challenge takes 20 to 60 attempts. */
  botCheckCost: number;
  /** scrypt's cost (log2 of N) for new password hashes: OWASP's 17 unless PASSWORD_HASH_COST says otherwise. */
  passwordHashCost: number;
  /** Origins besides the site's own allowed to call /graphql with credentials (CORS). */
  apiCorsOrigins: string[];
  /** Pages rendered afresh and API operations one process works on at once; more get 503 and Retry-After. */
  maxInFlight: number;
  /** Processes serving the port (server/cluster.ts): 1 unless WORKERS says more; more only on PostgreSQL. */
  workers: number;
  /** The proxies in front whose X-Forwarded-For is believed (server/client-address.ts); empty: none. */
  trustedProxies: string[];
  /** Client addresses (or ranges) that may read GET /metrics; empty: none by address. */
  metricsAllow: string[];
  /** A bearer token that may read GET /metrics from anywhere; unset: none. */
  metricsToken: string | undefined;
}

/** An IPv4 or IPv6 address, or a CIDR range of either. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^[0-9]{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** The trusted proxies as a BlockList, to ask whether a socket's address is one of them. */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

export class ConfigurationError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  // PGlite's data directory has one owner at a time (db/data-dir-lock.ts): several processes need PostgreSQL.
  if (e.WORKERS !== undefined && e.WORKERS !== '1' && !e.DATABASE_URL) {
    throw new ConfigurationError(
      `Invalid configuration:\n  WORKERS: several processes need PostgreSQL (set DATABASE_URL); the embedded PGlite database is used by one process at a time, which holds its data directory's lock. Leave WORKERS unset (or 1) to run on PGlite.\nSee .env.example for every variable.`,
    );
  }
  const mediaStore = e.MEDIA_STORE === 's3' ? ({ kind: 's3', ...s3MediaSettings(env) } as const) : ({ kind: 'directory' } as const);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: e.MEDIA_DIR ? resolve(e.MEDIA_DIR) : resolve(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    siteUrl: (e.SITE_URL ?? localSiteUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
    siteUrlConfigured: e.SITE_URL !== undefined,
    mediaBaseUrl: e.MEDIA_BASE_URL ?? '/media',
    mediaStore,
    seedVehicles: e.SEED_VEHICLES,
    logLevel: e.LOG_LEVEL,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    outboxDir: e.OUTBOX_DIR ? resolve(e.OUTBOX_DIR) : resolve(dataDir, 'outbox'),
    pageCacheMb: e.PAGE_CACHE_MB,
    botCheckCost: e.BOT_CHECK_COST,
    passwordHashCost: e.PASSWORD_HASH_COST,
    apiCorsOrigins: e.API_CORS_ORIGINS,
    maxInFlight: e.MAX_IN_FLIGHT,
    workers: e.WORKERS === undefined ? 1 : e.WORKERS === 'auto' ? availableParallelism() : Number(e.WORKERS),
    trustedProxies: e.TRUSTED_PROXIES,
    metricsAllow: e.METRICS_ALLOW,
    metricsToken: e.METRICS_TOKEN,
  };
}

const s3Schema = z
  .object({
    MEDIA_S3_BUCKET: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string({ message: 'is needed with MEDIA_STORE=s3: the name of the bucket the pictures are written to' })
        .trim()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' }),
    ),
    MEDIA_S3_REGION: z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined)),
    AWS_REGION: z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined)),
    MEDIA_S3_ENDPOINT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^https?$/, message: 'must be the store’s address, such as http://127.0.0.1:9000 (leave it unset for Amazon S3)' }).optional(),
    ),
    MEDIA_S3_FORCE_PATH_STYLE: flag,
    MEDIA_S3_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int({ message: 'must be a whole number of milliseconds' })
      .min(100, { message: 'must be at least 100 ms' })
      .max(300_000, { message: 'must be at most 300000 ms (5 minutes)' })
      .default(10_000),
    AWS_ACCESS_KEY_ID: z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined)),
    AWS_SECRET_ACCESS_KEY: z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined)),
    AWS_SESSION_TOKEN: z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined)),
  });

/**
 * The bucket's settings, from MEDIA_S3_* and the AWS variables (credentials, region): read by the server
 * with MEDIA_STORE=s3 and by `npm run media:copy -- --to s3` whatever MEDIA_STORE says.
 */
export function s3MediaSettings(env: NodeJS.ProcessEnv = process.env): S3MediaSettings {
  const parsed = s3Schema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  // Checked beside the others, so that one message names every variable to set.
  if (Boolean(env.AWS_ACCESS_KEY_ID?.trim()) !== Boolean(env.AWS_SECRET_ACCESS_KEY?.trim())) {
    lines.push(`  ${env.AWS_ACCESS_KEY_ID?.trim() ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'}: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither to use the machine’s role`);
  }
  if (!parsed.success || lines.length) {
    throw new ConfigurationError(`Invalid configuration of the media bucket:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const e = parsed.data;
  return {
    bucket: e.MEDIA_S3_BUCKET,
    // A self-hosted store takes any region; Amazon S3 needs the bucket's own.
    region: e.MEDIA_S3_REGION ?? e.AWS_REGION ?? 'us-east-1',
    endpoint: e.MEDIA_S3_ENDPOINT?.replace(/\/$/, ''),
    // Self-hosted stores (MinIO, Ceph, Garage, s3rver) answer at http://host/bucket/key, not at a bucket's own host name.
    forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE ?? e.MEDIA_S3_ENDPOINT !== undefined,
    credentials: e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, sessionToken: e.AWS_SESSION_TOKEN } : undefined,
    timeoutMs: e.MEDIA_S3_TIMEOUT_MS,
  };
}

export function localSiteUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
