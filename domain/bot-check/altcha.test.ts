// The ALTCHA bot check: a solved challenge passes for its action only, once, before it expires, and only
// with our signature; the production cost keeps the browser's work within its bounds.
import { count } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as browserDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { spentBotCheckTokens } from '#db/schema/bot-check.ts';
import { solvedToken, testBotCheck } from '#tests/factories/bot-check.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';
import { altchaBotCheck, ATTEMPTS, CHALLENGE_TTL_SECONDS, DEFAULT_BOT_CHECK_COST, encodeAltchaToken } from './altcha.ts';
import { spendBotCheckPass } from './bot-check.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});

const reencode = (token: string, change: (payload: any) => void) => {
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  change(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
};

describe('the ALTCHA bot check', () => {
  const botCheck = testBotCheck();

  it('passes a solved challenge for its action, and a pass is spent once', async () => {
    const token = await solvedToken(botCheck);
    const pass = await botCheck.verify(token, 'contact');
    expect(pass).toMatchObject({ replayKey: expect.stringMatching(/^altcha:[0-9a-f]{64}$/) });
    expect(pass!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(await spendBotCheckPass(handle.db, pass!)).toBe(true);
    // The same token verifies again (nothing is stored until it is used), but cannot be spent again.
    const again = await botCheck.verify(token, 'contact');
    expect(await spendBotCheckPass(handle.db, again!)).toBe(false);
  });

  it('refuses a token for another action, altered, signed with another secret, expired, or not a token at all', async () => {
    const token = await solvedToken(botCheck);
    expect(await botCheck.verify(token, 'sign-up')).toBeNull();
    expect(await botCheck.verify(reencode(token, (p) => (p.solution.derivedKey = p.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0')))), 'contact')).toBeNull();
    // Another action written into the challenge breaks its signature.
    expect(await botCheck.verify(reencode(await solvedToken(botCheck, 'sign-up'), (p) => (p.challenge.parameters.data.action = 'contact')), 'contact')).toBeNull();
    expect(await botCheck.verify(reencode(token, (p) => (p.challenge.parameters.expiresAt += 3600)), 'contact')).toBeNull();
    expect(await testBotCheck({ secret: 'another-secret-of-another-site-000000' }).verify(token, 'contact')).toBeNull();
    expect(await botCheck.verify(await solvedToken(testBotCheck({ ttlSeconds: -1 })), 'contact')).toBeNull();
    for (const junk of ['', 'not base64 at all', Buffer.from('{"challenge":1}').toString('base64'), 'A'.repeat(10_000)]) expect(await botCheck.verify(junk, 'contact')).toBeNull();
  });

  it('forgets spent tokens once they have expired', async () => {
    const spent = async () => (await handle.db.select({ n: count() }).from(spentBotCheckTokens))[0]!.n;
    await handle.db.insert(spentBotCheckTokens).values({ key: 'altcha:expired-a-minute-ago', expiresAt: new Date(Date.now() - 60_000) });
    const before = await spent();
    expect(await spendBotCheckPass(handle.db, (await botCheck.verify(await solvedToken(botCheck), 'contact'))!)).toBe(true);
    // One row more for the new token, one less for the expired one.
    expect(await spent()).toBe(before);
  });

  it('asks a browser for 20 to 60 attempts of 2,000 PBKDF2 iterations by default, valid for five minutes', async () => {
    const production = altchaBotCheck({ secret: 'a-production-like-secret-0000000000000' });
    const challenge = await production.challenge('contact');
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: DEFAULT_BOT_CHECK_COST, data: { action: 'contact' } });
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeCloseTo(CHALLENGE_TTL_SECONDS, -1);
    // Solved with the browser's Web Crypto algorithm, as the popup does.
    const started = performance.now();
    const solution = (await solveChallenge({ challenge, deriveKey: browserDeriveKey }))!;
    const ms = performance.now() - started;
    expect(solution.counter).toBeGreaterThanOrEqual(ATTEMPTS.min);
    expect(solution.counter).toBeLessThanOrEqual(ATTEMPTS.max);
    expect(await production.verify(encodeAltchaToken(challenge, solution), 'contact')).not.toBeNull();
    // A generous bound: it takes about 100 ms here; a browser on a slow phone a few hundred.
    expect(ms).toBeLessThan(3000);
  });
});
