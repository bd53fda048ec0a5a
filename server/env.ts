// Configuration from environment variables, checked once at start: a wrong value stops the start with
// a message naming the variable. Every variable is documented in .env.example.
import { BlockList, isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BOT_CHECK_COST } from '#domain/bot-check/altcha.ts';
import { SCRYPT_PARAMETERS } from './password-hash.ts';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

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
  MEDIA_BASE_URL: z.string().min(1).default('/media'),
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
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((text) => text.split(',').map((entry) => entry.trim()).filter(Boolean))
    .superRefine((entries, ctx) => {
      const wrong = entries.filter((entry) => !isAddressOrRange(entry));
      if (wrong.length) ctx.addIssue({ code: 'custom', message: `must be IP addresses or CIDR ranges such as 127.0.0.1 or 10.0.0.0/8, comma-separated (not ${wrong.join(', ')})` });
    }),
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
  seedVehicles: number;
  logLevel: string;
  graphqlIntrospection: boolean;
  /** Memory for rendered anonymous pages (server/page-cache.ts); 0 turns the cache off. */
  pageCacheMb: number;
  /** Signs sessions and tokens; when unset, one is generated once and kept in the database. */
  authSecret: string | undefined;
  /** Outgoing mail by SMTP; without it, messages are written to outboxDir. */
  smtpUrl: string | undefined;
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
    mediaBaseUrl: e.MEDIA_BASE_URL,
    seedVehicles: e.SEED_VEHICLES,
    logLevel: e.LOG_LEVEL,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    outboxDir: e.OUTBOX_DIR ? resolve(e.OUTBOX_DIR) : resolve(dataDir, 'outbox'),
    pageCacheMb: e.PAGE_CACHE_MB,
    botCheckCost: e.BOT_CHECK_COST,
    passwordHashCost: e.PASSWORD_HASH_COST,
    apiCorsOrigins: e.API_CORS_ORIGINS,
    maxInFlight: e.MAX_IN_FLIGHT,
    workers: e.WORKERS === undefined ? 1 : e.WORKERS === 'auto' ? availableParallelism() : Number(e.WORKERS),
    trustedProxies: e.TRUSTED_PROXIES,
  };
}

export function localSiteUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
