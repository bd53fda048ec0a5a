// Bot-check tokens as a browser makes them: a challenge from our ALTCHA bot check, solved with
// altcha-lib's solver. Tests use a low cost so that solving takes a few milliseconds.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaBotCheck, encodeAltchaToken, type AltchaBotCheck } from '#domain/bot-check/altcha.ts';

export const TEST_BOT_CHECK_SECRET = 'a-test-secret-for-the-bot-check-1234567';

/** An ALTCHA bot check for tests: cheap challenges, otherwise as in production. */
export function testBotCheck(options: { secret?: string; ttlSeconds?: number } = {}): AltchaBotCheck {
  return altchaBotCheck({ secret: options.secret ?? TEST_BOT_CHECK_SECRET, cost: 1, ttlSeconds: options.ttlSeconds });
}

/** A solved token for the action, as the inquiry form sends it. */
export async function solvedToken(botCheck: AltchaBotCheck, action = 'contact'): Promise<string> {
  const challenge = await botCheck.challenge(action);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the test challenge was not solved');
  return encodeAltchaToken(challenge, solution);
}
