// The interface texts for editors (issue 16): every key with its text in each language, the keys missing
// a language first, found by key or by text; and a key's texts saved together. A text must carry exactly
// the {placeholders} of the English one (the page fills those in: one missing or unknown would show as
// "{name}" or lose a figure) and no stray brace. English is every language's fallback, so it cannot be
// emptied; another language's text emptied is deleted and the page falls back to English. A save is one
// transaction with its audit entry, and reaches every process within a second (ADR 027).
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '#db/client.ts';
import { translations } from '#db/schema/content.ts';
import { LANGUAGES, type Language, type RequestContext } from '../context.ts';
import { type AuthenticationError, InvalidInputError, type NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { isLookupKey } from '../text-input.ts';
import { siteDataApplied } from './site-data-registry.ts';
import { siteDataChanged } from './site-data.ts';

export const TRANSLATIONS_PAGE_SIZE = 100;
/** Longer than any interface text (the longest is about 600 characters). */
const MAX_TEXT = 4000;

export interface TranslationRow {
  key: string;
  texts: Partial<Record<Language, string>>;
  /** The languages without a text, English excepted (English always has one). */
  missing: Language[];
}

type StaffError = NotAuthenticatedError | AuthenticationError;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'French', pt: 'Portuguese', ru: 'Russian' };

/** The names of a text's placeholders, sorted, once each. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** A brace that is not part of a {placeholder}: it would show on the page as it is. */
const strayBrace = (text: string) => /\{(?!\w+\})|(?<!\{\w*)\}/.test(text);

async function allRows(ctx: RequestContext): Promise<TranslationRow[]> {
  const rows = await ctx.db.select({ key: translations.key, language: translations.language, text: translations.text }).from(translations);
  const byKey = new Map<string, TranslationRow>();
  for (const row of rows) {
    let entry = byKey.get(row.key);
    if (!entry) byKey.set(row.key, (entry = { key: row.key, texts: {}, missing: [] }));
    if ((LANGUAGES as readonly string[]).includes(row.language)) entry.texts[row.language as Language] = row.text;
  }
  // Keys with an English text only: a text in another language alone is no key of the interface.
  const result = [...byKey.values()].filter((r) => r.texts.en !== undefined);
  for (const row of result) row.missing = LANGUAGES.filter((l) => !row.texts[l]?.trim());
  return result;
}

/** Keys missing a language first, then by key; narrowed by a word of the key or of any text, or to the missing. */
export async function translationsByAdmin(
  ctx: RequestContext,
  args: { keyword?: string | null; missingOnly?: boolean; after?: string | null } = {},
): Promise<{ rows: TranslationRow[]; total: number; missingCount: number; next: string | null } | StaffError> {
  const refused = staffCheck(ctx.viewer, { content: ['list'] });
  if (refused) return refused;
  const keyword = args.keyword?.trim().toLowerCase() ?? '';
  const all = await allRows(ctx);
  const missingCount = all.filter((r) => r.missing.length > 0).length;
  const found = all
    .filter((r) => (!args.missingOnly || r.missing.length > 0) && (!keyword || r.key.toLowerCase().includes(keyword) || Object.values(r.texts).some((t) => t.toLowerCase().includes(keyword))))
    .sort((a, b) => Number(b.missing.length > 0) - Number(a.missing.length > 0) || a.key.localeCompare(b.key));
  // The page after a key: its place in this order (a key that vanished meanwhile starts again at the top).
  const start = args.after ? found.findIndex((r) => r.key === args.after) + 1 : 0;
  const rows = found.slice(start, start + TRANSLATIONS_PAGE_SIZE);
  const next = start + TRANSLATIONS_PAGE_SIZE < found.length ? rows.at(-1)!.key : null;
  return { rows, total: found.length, missingCount, next };
}

export async function translationByAdmin(ctx: RequestContext, key: string): Promise<TranslationRow | StaffError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: ['list'] });
  if (refused) return refused;
  if (!isLookupKey(key)) return new NotFoundError('No such text.');
  const rows = await ctx.db.select({ language: translations.language, text: translations.text }).from(translations).where(eq(translations.key, key));
  const texts: Partial<Record<Language, string>> = {};
  for (const row of rows) if ((LANGUAGES as readonly string[]).includes(row.language)) texts[row.language as Language] = row.text;
  if (texts.en === undefined) return new NotFoundError('No such text.');
  return { key, texts, missing: LANGUAGES.filter((l) => !texts[l]?.trim()) };
}

/**
 * Saves a key's texts in the languages given (the others are left as they are), all or none: each is
 * checked against the English text's placeholders, and a refusal names the language and what to fix.
 */
export async function saveTranslations(ctx: RequestContext, key: string, texts: Partial<Record<Language, string>>): Promise<{ ok: true } | StaffError | NotFoundError | InvalidInputError> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { content: ['update'] });
  if (refused) return refused;
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await queryRows<{ language: string; text: string }>(tx, sql`select language, text from translations where key = ${key} for update`);
    const before = Object.fromEntries(rows.map((r) => [r.language, r.text])) as Partial<Record<Language, string>>;
    if (before.en === undefined) return new NotFoundError('No such text.');
    const expected = placeholdersOf(before.en);
    const issues: { fieldname: string; message: string }[] = [];
    const changes: [Language, string | null][] = [];
    for (const language of LANGUAGES) {
      const given = texts[language];
      if (given === undefined) continue;
      const text = given.replace(/\r\n?/g, '\n').trim();
      if (!text) {
        if (language === 'en') issues.push({ fieldname: 'en', message: 'The English text is required: every language falls back to it.' });
        else if (before[language] !== undefined) changes.push([language, null]);
        continue;
      }
      const found = placeholdersOf(text);
      if (text.length > MAX_TEXT) issues.push({ fieldname: language, message: `${LANGUAGE_NAMES[language]}: at most ${MAX_TEXT} characters.` });
      else if (strayBrace(text)) issues.push({ fieldname: language, message: `${LANGUAGE_NAMES[language]}: a brace that is not part of a {placeholder} would show on the page; remove it.` });
      else if (found.join() !== expected.join()) {
        const list = (names: string[]) => (names.length ? names.map((n) => `{${n}}`).join(', ') : 'none');
        issues.push({ fieldname: language, message: `${LANGUAGE_NAMES[language]}: use exactly the placeholders of the English text (${list(expected)}); this text has ${list(found)}.` });
      } else if (text !== before[language]) changes.push([language, text]);
    }
    if (issues.length) return new InvalidInputError(issues);
    if (changes.length === 0) return { ok: true as const, changed: false };
    for (const [language, text] of changes) {
      if (text === null) await tx.execute(sql`delete from translations where key = ${key} and language = ${language}`);
      else await tx.execute(sql`insert into translations (language, key, text) values (${language}, ${key}, ${text}) on conflict (language, key) do update set text = excluded.text`);
    }
    await recordAudit(
      tx,
      viewer!,
      { action: 'translation.save', entity: 'translations', entityId: key, before: Object.fromEntries(changes.map(([l]) => [l, before[l] ?? null])), after: Object.fromEntries(changes) },
      ctx.now,
    );
    await siteDataChanged(tx, 'translations', ctx.now);
    return { ok: true as const, changed: true };
  });
  if (result instanceof Error) return result;
  if (result.changed) siteDataApplied(ctx.db, 'translations');
  return { ok: true };
}
