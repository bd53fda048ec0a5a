// The bot check (spec 001 §4 "Bot protection"): before an inquiry is stored, the browser proves it ran
// the check for the action and the server verifies the token. ALTCHA, self-hosted, is the one we run
// (ADR 012); a reCAPTCHA or Turnstile verifier can take its place behind the same interface.
import { lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { spentBotCheckTokens } from '#db/schema/bot-check.ts';

/** The action the inquiry forms ask a token for (spec 000 §4). */
export const CONTACT_ACTION = 'contact';
/** The action the referral programme's form asks a token for. */
export const REFERRAL_ACTION = 'referral';

/** A token that verified: what makes it single-use here, and until when it could be replayed. */
export interface BotCheckPass {
  /**
   * Identifies the solved challenge; spent in the same transaction as the write it allows. Null for
   * services that refuse a second use of a token themselves (reCAPTCHA and Turnstile do).
   */
  replayKey: string | null;
  expiresAt: Date;
}

export interface BotCheck {
  readonly kind: 'altcha' | 'recaptcha' | 'turnstile';
  /** The token's pass for the action, or null when it is missing, forged, expired or for another action. */
  verify(token: string, action: string): Promise<BotCheckPass | null>;
}

/**
 * Marks a pass as used; false if it already was (a replay). Atomic on PostgreSQL and PGlite alike: the
 * second of two concurrent inserts waits for the first and then conflicts. Expired rows go at the same time.
 */
export async function spendBotCheckPass(db: Database, pass: BotCheckPass): Promise<boolean> {
  if (!pass.replayKey) return true;
  // Token expiry is on the wall clock (not a test's fixed "today"), as the database's now() is.
  await db.delete(spentBotCheckTokens).where(lt(spentBotCheckTokens.expiresAt, sql`now()`));
  const inserted = await db
    .insert(spentBotCheckTokens)
    .values({ key: pass.replayKey, expiresAt: pass.expiresAt })
    .onConflictDoNothing()
    .returning({ key: spentBotCheckTokens.key });
  return inserted.length === 1;
}
