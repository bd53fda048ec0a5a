// The answer to a sign-in refused by the per-account or the per-client-address limit (ADR 011): how long
// is left, in the asker's language. An e-mail address without an account is counted and answered the
// same way, so the answer never tells which addresses have one.
import { and, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { translations } from '#db/schema/content.ts';
import { pluralCategory } from '../content/translate.ts';
import type { Language } from '../context.ts';

/** The `code` of the API's 429 answer when the per-account limit refuses. */
export const ACCOUNT_LOCKED_CODE = 'ACCOUNT_LOCKED';
/** The `code` when the limit on failures from one client address refuses (better-auth's own per-minute one has none). */
export const ADDRESS_LOCKED_CODE = 'ADDRESS_LOCKED';

/** The `code` of the API's answer to a sign-in from someone already signed in (spec 001 §5). */
export const ALREADY_SIGNED_IN_CODE = 'ALREADY_SIGNED_IN';
/** The `code` of the 429 answer when a password reset or a sign-up would send one e-mail too many. */
export const EMAIL_LIMITED_CODE = 'EMAIL_LIMITED';

/** The texts' key base by refusal: `${base}-one`, `-few`, `-many`, `-other`. */
export const LOCK_TEXT_KEYS = { [ACCOUNT_LOCKED_CODE]: 'account-locked', [ADDRESS_LOCKED_CODE]: 'address-locked' } as const;
export type LockCode = keyof typeof LOCK_TEXT_KEYS;

/** Whole minutes left, rounded up, so that "1 minute" shows until the lock has ended. */
export function lockMinutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

const FALLBACK: Record<LockCode, string> = {
  [ACCOUNT_LOCKED_CODE]: 'Too many failed sign-ins with this e-mail address. Try again in {minutes} minutes, or reset your password.',
  [ADDRESS_LOCKED_CODE]: 'Too many failed sign-ins from your network. Try again in {minutes} minutes.',
};

/** "Too many failed sign-ins with this e-mail address. Try again in 14 minutes, ..." in the language, else English. */
export async function lockedMessage(db: Database, code: LockCode, language: Language, minutes: number): Promise<string> {
  return countedText(db, LOCK_TEXT_KEYS[code], language, minutes, FALLBACK[code]);
}

/** A text counted in minutes (`${base}-one`, `-few`, ...) from the stored translations, in the language, else English. */
export async function countedText(db: Database, base: string, language: Language, minutes: number, fallback: string): Promise<string> {
  const keys = [`${base}-${pluralCategory(language, minutes)}`, `${base}-${pluralCategory('en', minutes)}`];
  const text = await storedText(db, keys, language, fallback);
  return text.replaceAll('{minutes}', String(minutes));
}

/** The stored translation of keys[0] in the language, else of the last key in English, else the fallback. */
export async function storedText(db: Database, keys: string[], language: Language, fallback: string): Promise<string> {
  const rows = await db
    .select({ language: translations.language, key: translations.key, text: translations.text })
    .from(translations)
    .where(and(inArray(translations.key, keys), inArray(translations.language, [language, 'en'])));
  return rows.find((r) => r.language === language && r.key === keys[0])?.text ?? rows.find((r) => r.language === 'en' && r.key === keys.at(-1))?.text ?? fallback;
}
