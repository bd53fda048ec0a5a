// ALTCHA, self-hosted (ADR 012): the server hands out a signed proof-of-work challenge, the browser
// finds the counter whose PBKDF2 key the challenge names, and sends back challenge and solution as the
// token. Nothing is stored until a token is used; no outside service is called.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { BotCheck, BotCheckPass } from './bot-check.ts';

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/**
 * PBKDF2 iterations per attempt (BOT_CHECK_COST): with 20 to 60 attempts, 40,000 to 120,000 in all. Few
 * attempts of some weight, because each attempt costs the browser a round trip to Web Crypto as well.
 */
export const DEFAULT_BOT_CHECK_COST = 2000;
/** How many attempts a browser needs: the server picks the answer's counter in this range. */
export const ATTEMPTS = { min: 20, max: 60 } as const;
/** A challenge is solved when the form is sent, in well under a second: five minutes is plenty. */
export const CHALLENGE_TTL_SECONDS = 300;
/** Actions a challenge may be asked for. */
export const BOT_CHECK_ACTIONS = ['contact', 'referral'] as const;

const MAX_TOKEN_LENGTH = 4000;

export interface AltchaOptions {
  /** The application's secret (AUTH_SECRET, or the one kept in the database); the signing keys derive from it. */
  secret: string;
  cost?: number;
  ttlSeconds?: number;
}

export interface AltchaBotCheck extends BotCheck {
  readonly kind: 'altcha';
  /** A signed challenge for the action, as JSON for the browser. */
  challenge(action: string): Promise<Challenge>;
}

const tokenSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALTCHA_ALGORITHM),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number().int().positive(),
        keySignature: z.string().min(1),
        data: z.object({ action: z.string() }).loose(),
      })
      .loose(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }).loose(),
});

/** Base64 of the JSON {challenge, solution}: ALTCHA's own payload format. */
export function encodeAltchaToken(challenge: Challenge, solution: { counter: number; derivedKey: string }): string {
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

function decodeToken(token: string): z.infer<typeof tokenSchema> | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const parsed = tokenSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Separate keys for the two signatures, derived from one secret so no new setting is needed. */
function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`roro bot-check ${purpose} v1`).digest('hex');
}

export function altchaBotCheck({ secret, cost = DEFAULT_BOT_CHECK_COST, ttlSeconds = CHALLENGE_TTL_SECONDS }: AltchaOptions): AltchaBotCheck {
  const hmacSignatureSecret = derivedSecret(secret, 'challenge');
  const hmacKeySignatureSecret = derivedSecret(secret, 'key');
  return {
    kind: 'altcha',
    async challenge(action) {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        // Deterministic mode: the server derives the key once and signs it, so verifying is one HMAC,
        // and the browser's work is known (no unlucky visitor searching ten times longer).
        counter: randomInt(ATTEMPTS.max, ATTEMPTS.min),
        deriveKey,
        data: { action },
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async verify(token, action): Promise<BotCheckPass | null> {
      const payload = decodeToken(token);
      if (!payload || payload.challenge.parameters.data.action !== action) return null;
      const result = await verifySolution({
        challenge: payload.challenge as Challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (!result.verified) return null;
      return { replayKey: `altcha:${payload.challenge.signature}`, expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000) };
    },
  };
}
