// The bot check as the server runs it (ADR 012): ALTCHA signed with a key derived from the auth secret,
// and GET /api/bot-check/challenge?action=contact, which hands the browser a fresh challenge.
import type { Context } from 'hono';
import type { Database } from '#db/client.ts';
import { altchaBotCheck, BOT_CHECK_ACTIONS, type AltchaBotCheck } from '#domain/bot-check/altcha.ts';
import { authSecret } from './auth.ts';

/**
 * ALTCHA, created on first use: its keys derive from the auth secret, which may first have to be read
 * from (or generated into) the database. Servers sharing a database share the secret, so any of them
 * verifies a challenge another handed out.
 */
export function lazyAltchaBotCheck(options: { db: Database; configuredSecret: string | undefined; cost: number }): AltchaBotCheck {
  let pending: Promise<AltchaBotCheck> | undefined;
  const get = () => {
    pending ??= authSecret(options.db, options.configuredSecret).then((secret) => altchaBotCheck({ secret, cost: options.cost }));
    pending.catch(() => (pending = undefined));
    return pending;
  };
  return {
    kind: 'altcha',
    challenge: async (action) => (await get()).challenge(action),
    verify: async (token, action) => (await get()).verify(token, action),
  };
}

/** A new challenge for each request: never cached, by the browser or on the way. */
export function botCheckChallengeHandler(botCheck: AltchaBotCheck) {
  return async (c: Context) => {
    const action = c.req.query('action') ?? '';
    if (!(BOT_CHECK_ACTIONS as readonly string[]).includes(action)) return c.json({ error: `Unknown action. Use one of: ${BOT_CHECK_ACTIONS.join(', ')}.` }, 400, { 'cache-control': 'no-store' });
    return c.json(await botCheck.challenge(action), 200, { 'cache-control': 'no-store' });
  };
}
