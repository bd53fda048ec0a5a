// The bot check's solver, in its own chunk: altcha-lib finds the answer to an ALTCHA challenge with the
// browser's Web Crypto PBKDF2 (the work runs off the main thread). Loaded only by ./bot-check.ts.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Solves the challenge and returns the token the server verifies: base64 of {challenge, solution}. */
export async function solveToToken(challenge: Challenge, controller: AbortController): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 30_000 });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}
