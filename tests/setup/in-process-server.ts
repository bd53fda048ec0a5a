// The whole server in-process on a seeded test database, as the API tests of public forms use it: the
// mail it sends is collected, GraphQL is posted as a client would, and bot-check tokens are made the
// way the browser makes them (a fresh challenge, solved).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { expect } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { encodeAltchaToken } from '#domain/bot-check/altcha.ts';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth.ts';
import { loadConfig } from '#server/env.ts';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { openSeededDatabase } from './test-database.ts';

export const SITE = 'http://localhost:3000';

export interface InProcessServer {
  handle: DatabaseHandle;
  app: ReturnType<typeof createApp>;
  outbox: OutgoingMail[];
  botCheckToken(action: string): Promise<string>;
  graphql(query: string, variables: Record<string, unknown>): Promise<Record<string, any>>;
}

/** `sendMail`: the server's mailer instead of collecting into `outbox` (a real one, for the mail server's faults). */
export async function startInProcessServer({ sendMail: given }: { sendMail?: (mail: OutgoingMail) => Promise<void> } = {}): Promise<InProcessServer> {
  const handle = await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'roro-api-'));
  mkdirSync(join(dataDir, 'media'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'a-test-secret-that-is-long-enough-1234', SITE_URL: SITE, BOT_CHECK_COST: '1', PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST), PAGE_CACHE_MB: '0' });
  const outbox: OutgoingMail[] = [];
  const sendMail = given ?? (async (mail: OutgoingMail) => void outbox.push(mail));
  const auth = createAuth({ db: handle.db, secret: config.authSecret!, siteUrl: SITE, sendMail, secureCookies: false, passwordHashCost: config.passwordHashCost });
  const app = createApp({ db: handle.db, config, logger: pino({ level: 'silent' }), auth: () => auth, sendMail });
  return {
    handle,
    app,
    outbox,
    async botCheckToken(action) {
      const response = await app.request(`${SITE}/api/bot-check/challenge?action=${action}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const challenge = (await response.json()) as Challenge;
      return encodeAltchaToken(challenge, (await solveChallenge({ challenge, deriveKey }))!);
    },
    async graphql(query, variables) {
      const response = await app.request(`${SITE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
  };
}
