// Interface texts and exchange rates in the API, for the staff allowed to change them (ADR 017): editors
// and admins for the texts, admins for the rates. The same lists and saves as /admin/translations and
// /admin/rates, with the same checks (placeholders, sensible rates) and the same reach: every process
// within a second (ADR 027). Refusals are union members: not signed in, not allowed, not found, bad input.
import { currencyRatesByAdmin, setCurrencyRate, type CurrencyRate } from '#domain/trade/rate-admin.service.ts';
import { saveTranslations, translationByAdmin, translationsByAdmin, type TranslationRow } from '#domain/content/translation-admin.service.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';

type TranslationPage = Exclude<Awaited<ReturnType<typeof translationsByAdmin>>, Error>;

const TranslationTextsRef = builder.objectRef<TranslationRow['texts']>('TranslationTexts').implement({
  description: 'A key’s text in each language; null where the language has none and falls back to English.',
  fields: (t) => ({
    en: t.string({ resolve: (texts) => texts.en ?? '' }),
    fr: t.exposeString('fr', { nullable: true }),
    pt: t.exposeString('pt', { nullable: true }),
    ru: t.exposeString('ru', { nullable: true }),
  }),
});

const AdminTranslationRef = builder.objectRef<TranslationRow>('AdminTranslation').implement({
  description: 'One interface text: its key, its text in each language and the languages it is missing.',
  fields: (t) => ({
    key: t.exposeString('key'),
    texts: t.field({ type: TranslationTextsRef, resolve: (row) => row.texts }),
    missing: t.exposeStringList('missing', { description: 'Language codes (fr, pt, ru) without a text.' }),
  }),
});

const AdminTranslationPageRef = builder.objectRef<TranslationPage>('AdminTranslationPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [AdminTranslationRef], resolve: (page) => page.rows }),
    total: t.exposeInt('total', { description: 'Keys found, on every page.' }),
    missingCount: t.exposeInt('missingCount', { description: 'Keys missing a language, in all.' }),
    next: t.exposeString('next', { nullable: true, description: 'Pass as `after` for the next 100; null on the last page.' }),
  }),
});

const TranslationTextsInputRef = builder.inputType('TranslationTextsInput', {
  description: 'The languages to save; a language left out is unchanged, one given empty is deleted (English cannot be).',
  fields: (t) => ({ en: t.string(), fr: t.string(), pt: t.string(), ru: t.string() }),
});

const CurrencyRateRef = builder.objectRef<CurrencyRate>('AdminCurrencyRate').implement({
  description: 'A currency quotes are converted into, with the rate and when it was set.',
  fields: (t) => ({
    id: t.exposeString('uuid'),
    name: t.exposeString('name', { description: 'ISO 4217 code.' }),
    displayName: t.exposeString('displayName'),
    yenPerUnit: t.exposeFloat('yenPerUnit', { description: 'Yen for one unit of the currency, as the trade reads it.' }),
    rate: t.exposeFloat('rate', { description: 'Units of the currency for one yen, as quotes use it.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    stale: t.exposeBoolean('stale', { description: 'Set more than a week ago: quotes in it may be off.' }),
  }),
});

const CurrencyRateListRef = builder.objectRef<{ rates: CurrencyRate[] }>('AdminCurrencyRateList').implement({
  fields: (t) => ({ rates: t.field({ type: [CurrencyRateRef], resolve: (list) => list.rates }) }),
});

const staffErrors = [NotAuthenticatedError, AuthenticationError] as const;

builder.queryFields((t) => ({
  translationsByAdmin: t.field({
    type: AdminTranslationPageRef,
    description: 'Every interface text, those missing a language first, then by key; 100 a page, found by a word of the key or of any text.',
    errors: { types: [...staffErrors], union: { name: 'TranslationsByAdminResult' } },
    args: { keyword: t.arg.string(), missingOnly: t.arg.boolean(), after: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(translationsByAdmin(ctx, { keyword: args.keyword, missingOnly: args.missingOnly ?? false, after: args.after })),
  }),
  translationByAdmin: t.field({
    type: AdminTranslationRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'TranslationByAdminResult' } },
    args: { key: t.arg.string({ required: true }) },
    resolve: (_root, { key }, ctx) => unwrap(translationByAdmin(ctx, key)),
  }),
  currencyRatesByAdmin: t.field({
    type: CurrencyRateListRef,
    description: 'Every currency, those set more than a week ago first.',
    errors: { types: [...staffErrors], union: { name: 'CurrencyRatesByAdminResult' } },
    resolve: async (_root, _args, ctx) => {
      const rates = await currencyRatesByAdmin(ctx);
      if (rates instanceof Error) throw rates;
      return { rates };
    },
  }),
}));

builder.mutationFields((t) => ({
  saveTranslationsByAdmin: t.field({
    type: AdminTranslationRef,
    description: 'Saves a key’s texts, all or none: each must carry exactly the English text’s {placeholders}. On every page within a second.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'SaveTranslationsByAdminResult' } },
    args: { key: t.arg.string({ required: true }), texts: t.arg({ type: TranslationTextsInputRef, required: true }) },
    resolve: async (_root, { key, texts }, ctx) => {
      const given = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== null && text !== undefined));
      const saved = await saveTranslations(ctx, key, given);
      return unwrap(saved instanceof Error ? Promise.resolve(saved) : translationByAdmin(ctx, key));
    },
  }),
  setCurrencyRateByAdmin: t.field({
    type: CurrencyRateRef,
    description: 'Sets a currency’s rate as yen for one unit ("151.23"); the next quote on every process uses it.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'SetCurrencyRateByAdminResult' } },
    args: { currency: t.arg.string({ required: true, description: 'ISO 4217 code.' }), yenPerUnit: t.arg.string({ required: true }) },
    resolve: async (_root, { currency, yenPerUnit }, ctx) => {
      const saved = await setCurrencyRate(ctx, currency, yenPerUnit);
      if (saved instanceof Error) throw saved;
      const rates = await currencyRatesByAdmin(ctx);
      if (rates instanceof Error) throw rates;
      return rates.find((r) => r.name === currency)!;
    },
  }),
}));
