import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('has working defaults: port 3000 on 127.0.0.1 with data in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', siteUrl: 'http://127.0.0.1:3000', mediaBaseUrl: '/media', seedVehicles: 3000 });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.siteUrlConfigured).toBe(false);
    expect(loadConfig({ SITE_URL: 'https://www.roro-motors.example/' })).toMatchObject({ siteUrl: 'https://www.roro-motors.example', siteUrlConfigured: true });
  });

  it('keeps 64 MB of rendered pages unless PAGE_CACHE_MB says otherwise; 0 turns the page cache off', () => {
    expect(loadConfig({}).pageCacheMb).toBe(64);
    expect(loadConfig({ PAGE_CACHE_MB: '0' }).pageCacheMb).toBe(0);
    expect(loadConfig({ PAGE_CACHE_MB: '256' }).pageCacheMb).toBe(256);
    expect(() => loadConfig({ PAGE_CACHE_MB: '-1' })).toThrow(/PAGE_CACHE_MB/);
  });

  it('hashes new passwords with OWASP’s scrypt cost (2^17) unless PASSWORD_HASH_COST says otherwise, never below 2^10', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '8' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('asks browsers for 2,000 PBKDF2 iterations per bot-check attempt unless BOT_CHECK_COST says otherwise', () => {
    expect(loadConfig({}).botCheckCost).toBe(2000);
    expect(loadConfig({ BOT_CHECK_COST: '250' }).botCheckCost).toBe(250);
    expect(() => loadConfig({ BOT_CHECK_COST: '0' })).toThrow(/BOT_CHECK_COST/);
  });

  it('lets only the origins API_CORS_ORIGINS names call the API with credentials besides the site', () => {
    expect(loadConfig({}).apiCorsOrigins).toEqual([]);
    expect(loadConfig({ API_CORS_ORIGINS: 'https://dealer.example/, https://app.dealer.example:8443' }).apiCorsOrigins).toEqual(['https://dealer.example', 'https://app.dealer.example:8443']);
    expect(() => loadConfig({ API_CORS_ORIGINS: 'dealer.example' })).toThrow(/API_CORS_ORIGINS/);
  });

  it('works on 64 fresh pages and API operations at once unless MAX_IN_FLIGHT says otherwise', () => {
    expect(loadConfig({}).maxInFlight).toBe(64);
    expect(loadConfig({ MAX_IN_FLIGHT: '200' }).maxInFlight).toBe(200);
    expect(() => loadConfig({ MAX_IN_FLIGHT: '0' })).toThrow(/MAX_IN_FLIGHT/);
  });

  it('gives the mail server 10 s for each step of a send unless SMTP_TIMEOUT_MS says otherwise, never more than 20 s (a job attempt has 60)', () => {
    expect(loadConfig({}).smtpTimeoutMs).toBe(10_000);
    expect(loadConfig({ SMTP_TIMEOUT_MS: '3000' }).smtpTimeoutMs).toBe(3000);
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: '60000' })).toThrow(/SMTP_TIMEOUT_MS: must be at most 20000 ms: a job attempt \(an e-mail sent\) is given 60 s/);
  });

  it('serves from one process unless WORKERS says more (auto: one per core), and several only on PostgreSQL', () => {
    const postgres = { DATABASE_URL: 'postgres://roro@127.0.0.1:5432/roro' };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ ...postgres, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ ...postgres, WORKERS: 'auto' }).workers).toBe(availableParallelism());
    for (const wrong of ['0', 'two', '-1', '1.5', '1000']) expect(() => loadConfig({ ...postgres, WORKERS: wrong })).toThrow(/WORKERS: must be a number of processes from 1 to 999, or auto/);
    // PGlite's data directory has one owner: more than one process is refused, with what to do instead.
    for (const several of ['2', 'auto']) expect(() => loadConfig({ WORKERS: several })).toThrow(/WORKERS: several processes need PostgreSQL \(set DATABASE_URL\)/);
  });

  it('opens GET /metrics to no one unless METRICS_ALLOW names addresses or METRICS_TOKEN a secret', () => {
    expect(loadConfig({})).toMatchObject({ metricsAllow: [], metricsToken: undefined });
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, ::1', METRICS_TOKEN: 'x'.repeat(32) })).toMatchObject({ metricsAllow: ['10.0.0.0/8', '::1'], metricsToken: 'x'.repeat(32) });
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(/METRICS_ALLOW: must be IP addresses or CIDR ranges/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be 32 to 256 characters without spaces/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'x'.repeat(20)} ${'y'.repeat(20)}` })).toThrow(/METRICS_TOKEN/);
  });

  it('keeps pictures in the media directory unless MEDIA_STORE=s3 names a bucket, whose settings are checked with messages naming each variable', () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: 'directory' });
    const bucket = { MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'roro-media' };
    // Amazon S3: the bucket's host name, the region given (or AWS_REGION), the machine's role without keys.
    expect(loadConfig({ ...bucket, AWS_REGION: 'ap-northeast-1' }).mediaStore).toEqual({ kind: 's3', bucket: 'roro-media', region: 'ap-northeast-1', endpoint: undefined, forcePathStyle: false, credentials: undefined, timeoutMs: 10_000 });
    // A self-hosted store: path-style addresses unless told otherwise, the keys from the environment.
    const selfHosted = loadConfig({ ...bucket, MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/', AWS_ACCESS_KEY_ID: 'key', AWS_SECRET_ACCESS_KEY: 'secret', MEDIA_S3_TIMEOUT_MS: '2500' }).mediaStore;
    expect(selfHosted).toMatchObject({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, timeoutMs: 2500 });
    expect(loadConfig({ ...bucket, MEDIA_S3_ENDPOINT: 'https://s3.example', MEDIA_S3_FORCE_PATH_STYLE: 'false' }).mediaStore).toMatchObject({ forcePathStyle: false });
    expect(() => loadConfig({ MEDIA_STORE: 'nfs' })).toThrow(/MEDIA_STORE: must be directory \(MEDIA_DIR, the default\) or s3/);
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_S3_BUCKET: is needed with MEDIA_STORE=s3/);
    expect(() => loadConfig({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'Roro_Media' })).toThrow(/MEDIA_S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...bucket, MEDIA_S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(/MEDIA_S3_ENDPOINT: must be the store’s address/);
    expect(() => loadConfig({ ...bucket, MEDIA_S3_TIMEOUT_MS: '50' })).toThrow(/MEDIA_S3_TIMEOUT_MS: must be at least 100 ms/);
    expect(() => loadConfig({ ...bucket, AWS_ACCESS_KEY_ID: 'key' })).toThrow(/AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/);
  });

  it('serves pictures at /media unless MEDIA_BASE_URL names a path or an http(s) address', () => {
    expect(loadConfig({ MEDIA_BASE_URL: 'https://cdn.roro-motors.example/media' }).mediaBaseUrl).toBe('https://cdn.roro-motors.example/media');
    expect(loadConfig({ MEDIA_BASE_URL: '' }).mediaBaseUrl).toBe('/media');
    expect(() => loadConfig({ MEDIA_BASE_URL: 'cdn.roro-motors.example' })).toThrow(/MEDIA_BASE_URL: must be a path on this site such as \/media, or an http\(s\) address/);
  });

  it('stops the start with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigurationError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
  });
});
