// The special vehicle request (spec 000 §3 "UserSpecialRequest", §7 createUserSpecialRequest): one schema
// for the server and the page, which checks each field as it is left. zod's mini build, as the inquiry's.
// Whether the maker and model exist is the service's check: it needs the catalogue. Spec 000 §5 leaves
// this form's bounds open; ours are below, each with its message.
import { z } from 'zod/mini';
import type { InputIssue } from '../errors.ts';

/** The oldest model year we source: older vehicles are classics, bought another way. */
export const EARLIEST_YEAR = 1980;
/** A budget's upper bound in JPY: far above any vehicle we sell, well within the database's integer. */
export const MAX_BUDGET = 1_000_000_000;
/** A mileage's upper bound in km: more than any vehicle's odometer can show. */
export const MAX_DISTANCE = 2_000_000;
export const ADDITIONAL_SPEC_MAX = 2000;

/** The newest model year a request may name: next year's models are on sale in Japan from this autumn. */
export function latestRequestYear(now: Date): number {
  return now.getUTCFullYear() + 1;
}

/**
 * Every message, by the text key the page shows it in. Each key's English text is the message itself
 * (db/seed/content/special-request-translations.ts); the API answers the English.
 */
export const SPECIAL_REQUEST_MESSAGES = {
  'special-request-make-required': 'Maker is a required field',
  'special-request-make-unknown': 'Choose a maker from the list.',
  'special-request-model-unknown': 'Choose a model of this maker from the list.',
  'special-request-budget-required': 'Budget is a required field',
  'special-request-budget-invalid': 'Budget must be a whole number of yen, more than 0.',
  'special-request-budget-max': 'Budget must be at most 1,000,000,000 yen.',
  'special-request-year-from-invalid': 'Year from must be a year from 1980 to next year.',
  'special-request-year-to-invalid': 'Year to must be a year from 1980 to next year.',
  'special-request-year-order': 'Year to must be the same as or later than year from.',
  'special-request-distance-invalid': 'Maximum mileage must be a whole number of kilometres, 0 or more.',
  'special-request-distance-max': 'Maximum mileage must be at most 2,000,000 km.',
  'special-request-additional-spec-max': 'Additional specifications must be at most 2000 characters.',
  'special-request-campaign-code-max': 'Campaign code must be at most 200 characters.',
  'special-request-gclid-max': 'gclid must be at most 200 characters.',
  'special-request-fbclid-max': 'fbclid must be at most 200 characters.',
} as const;
export type SpecialRequestMessageKey = keyof typeof SPECIAL_REQUEST_MESSAGES;

const M = SPECIAL_REQUEST_MESSAGES;

/**
 * A whole number as people write one: digits, optionally grouped by thousands the way their language
 * does (1500000, 1,500,000, 1 500 000, 1.500.000). Undefined when empty, null when not a whole number.
 * A number from the API must be a safe integer.
 */
export function readWholeNumber(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d{1,15}$/.test(text)) return Number(text);
  // One separator, the same between every group of three.
  const grouped = /^(\d{1,3})([,. '\u00a0\u202f])\d{3}(?:\2\d{3}){0,4}$/.exec(text);
  return grouped ? Number(text.replace(/\D/g, '')) : null;
}

/** A whole number in [min, max]: `required` when absent, `invalid` when not one or below min, `tooLarge` above max. */
function wholeNumber(messages: { required?: string; invalid: string; tooLarge: string }, min: number, max: number) {
  return z.pipe(
    // Optional in, so that an absent field reads as empty: required or null, by the transform.
    z.optional(z.unknown()),
    z.transform((value, ctx): number | null => {
      const n = readWholeNumber(value);
      if (n === undefined) {
        if (!messages.required) return null;
        ctx.issues.push({ code: 'custom', message: messages.required, input: value });
        return z.NEVER;
      }
      if (n === null || n < min) {
        ctx.issues.push({ code: 'custom', message: messages.invalid, input: value });
        return z.NEVER;
      }
      if (n > max) {
        ctx.issues.push({ code: 'custom', message: messages.tooLarge, input: value });
        return z.NEVER;
      }
      return n;
    }),
  );
}

/** A model year, or null for "any". A year out of range and a year that is no number get one message. */
const modelYear = (message: string, latestYear: number) => wholeNumber({ invalid: message, tooLarge: message }, EARLIEST_YEAR, latestYear);

/** Empty, missing or null is null. */
const optionalText = (max: number, maxMessage: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, { error: maxMessage }))),
    z.transform((v) => v || null),
  );

/**
 * Free text from a textarea: browsers send its line breaks as CRLF, two characters where the buyer saw
 * one, so they are counted as typed.
 */
const freeText = (max: number, maxMessage: string) =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((value, ctx): string | null => {
      const text = (value ?? '').replace(/\r\n?/g, '\n').trim();
      if (text.length > max) {
        ctx.issues.push({ code: 'custom', message: maxMessage, input: value });
        return z.NEVER;
      }
      return text || null;
    }),
  );

/** The fields the page shows, in its order; the model years' bound moves with the calendar. */
function buildFormFields(latestYear: number) {
  return {
    make: z
      .string({ error: M['special-request-make-required'] })
      .check(z.trim(), z.minLength(1, { error: M['special-request-make-required'], abort: true }), z.maxLength(100, { error: M['special-request-make-unknown'] })),
    // A list choice: longer than any name in the catalogue is simply not one of them.
    model: optionalText(100, M['special-request-model-unknown']),
    budget: wholeNumber(
      { required: M['special-request-budget-required'], invalid: M['special-request-budget-invalid'], tooLarge: M['special-request-budget-max'] },
      1,
      MAX_BUDGET,
    ),
    yearFrom: modelYear(M['special-request-year-from-invalid'], latestYear),
    yearTo: modelYear(M['special-request-year-to-invalid'], latestYear),
    distance: wholeNumber({ invalid: M['special-request-distance-invalid'], tooLarge: M['special-request-distance-max'] }, 0, MAX_DISTANCE),
    additionalSpec: freeText(ADDITIONAL_SPEC_MAX, M['special-request-additional-spec-max']),
  };
}

type FormFields = ReturnType<typeof buildFormFields>;
export type SpecialRequestFormField = keyof FormFields;

const formFields = new Map<number, FormFields>();

/** The form's field schemas for a given newest model year (latestRequestYear of the request's clock). */
export function specialRequestFormFields(latestYear: number): FormFields {
  let fields = formFields.get(latestYear);
  if (!fields) formFields.set(latestYear, (fields = buildFormFields(latestYear)));
  return fields;
}
export const SPECIAL_REQUEST_FORM_FIELDS: SpecialRequestFormField[] = ['make', 'model', 'budget', 'yearFrom', 'yearTo', 'distance', 'additionalSpec'];

const hasIssueOn = (issues: readonly { path?: PropertyKey[] }[], field: string) => issues.some((issue) => issue.path?.[0] === field);

function buildSchema(latestYear: number) {
  return z
    .object({
      ...specialRequestFormFields(latestYear),
      /** Where the visit came from (spec 001 §2), as the referral and the inquiries keep it. */
      campaignCode: optionalText(200, M['special-request-campaign-code-max']),
      gclid: optionalText(200, M['special-request-gclid-max']),
      fbclid: optionalText(200, M['special-request-fbclid-max']),
    })
    .check(
      z.refine((v) => v.yearFrom === null || v.yearTo === null || v.yearFrom <= v.yearTo, {
        path: ['yearTo'],
        error: M['special-request-year-order'],
        // Also when other fields are wrong, so that every issue shows at once; not when a year itself is
        // (nor when the input is no object at all).
        when: (payload) => typeof payload.value === 'object' && payload.value !== null && !hasIssueOn(payload.issues, 'yearFrom') && !hasIssueOn(payload.issues, 'yearTo'),
      }),
    );
}

const schemas = new Map<number, ReturnType<typeof buildSchema>>();

/** The whole input, for a given newest model year (latestRequestYear of the request's clock). */
export function specialRequestInputSchema(latestYear: number) {
  let schema = schemas.get(latestYear);
  if (!schema) schemas.set(latestYear, (schema = buildSchema(latestYear)));
  return schema;
}

/** As callers send it: the form sends text, API clients numbers. */
export interface SpecialRequestInput {
  make: string;
  model?: string | null;
  budget: number | string;
  yearFrom?: number | string | null;
  yearTo?: number | string | null;
  distance?: number | string | null;
  additionalSpec?: string | null;
  campaignCode?: string | null;
  gclid?: string | null;
  fbclid?: string | null;
}

const KEY_OF_MESSAGE = new Map<string, SpecialRequestMessageKey>(Object.entries(M).map(([key, message]) => [message, key as SpecialRequestMessageKey]));

/** An issue on a field with one of the messages above, carrying its text key for the page. */
export function specialRequestIssue(fieldname: string, key: SpecialRequestMessageKey): InputIssue {
  return { fieldname, message: M[key], text: { key } };
}

/** The spec's {fieldname, message} issues of a parse, each with its text key. */
export function toSpecialRequestIssues(error: { issues: readonly { path: PropertyKey[]; message: string }[] }): InputIssue[] {
  return error.issues.map((issue) => {
    const fieldname = issue.path.map(String).join('.') || 'input';
    const key = KEY_OF_MESSAGE.get(issue.message);
    return key ? { fieldname, message: issue.message, text: { key } } : { fieldname, message: issue.message };
  });
}

/** One field's issue as the page shows it when the field is left, or null when it is fine. */
export function specialRequestFieldIssue(field: SpecialRequestFormField, value: unknown, latestYear: number): InputIssue | null {
  const result = specialRequestFormFields(latestYear)[field].safeParse(value);
  if (result.success) return null;
  return toSpecialRequestIssues({ issues: result.error.issues.map((i) => ({ ...i, path: [field] })) })[0] ?? null;
}

/** Every issue of the form's values the page can find without the catalogue, in the form's order. */
export function specialRequestFormIssues(values: Partial<Record<SpecialRequestFormField, string>>, latestYear: number): InputIssue[] {
  const result = specialRequestInputSchema(latestYear).safeParse(values);
  return result.success ? [] : toSpecialRequestIssues(result.error);
}

/** The two model years checked together, as the page does when either changes: each alone, then their order. */
export function specialRequestYearIssues(years: { yearFrom: string; yearTo: string }, latestYear: number): Record<'yearFrom' | 'yearTo', InputIssue | null> {
  const fields = specialRequestFormFields(latestYear);
  const from = fields.yearFrom.safeParse(years.yearFrom);
  const to = fields.yearTo.safeParse(years.yearTo);
  const outOfOrder = from.success && to.success && from.data !== null && to.data !== null && from.data > to.data;
  return {
    yearFrom: specialRequestFieldIssue('yearFrom', years.yearFrom, latestYear),
    yearTo: outOfOrder ? specialRequestIssue('yearTo', 'special-request-year-order') : specialRequestFieldIssue('yearTo', years.yearTo, latestYear),
  };
}
