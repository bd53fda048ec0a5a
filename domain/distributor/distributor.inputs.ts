// The distributor request (spec 000 §2 /user/distributor, §7 createUserDistributorRequest): one schema for
// the server and the page, which checks each field as it loses focus. zod's mini build, as the inquiry's.
// Whether the maker, model and colour exist is the service's check: it needs the catalogue.
import { z } from 'zod/mini';
import type { InputIssue } from '../errors.ts';
import { INQUIRY_MESSAGES, typedLineBreaks } from '../inquiry/inquiry.inputs.ts';

/**
 * Every message, by the text key the page shows it in (spec 000 §5 leaves this form's bounds open; the
 * message's limit and words are the inquiry's). Each key's English text is the message itself.
 */
export const DISTRIBUTOR_MESSAGES = {
  'distributor-company-required': 'Company Name is a required field',
  'distributor-company-max': 'Company Name must be at most 200 characters.',
  'distributor-maker-required': 'Maker is a required field',
  'distributor-maker-unknown': 'Choose a maker from the list.',
  'distributor-model-unknown': 'Choose a model of this maker from the list.',
  'distributor-color-unknown': 'Choose a colour from the list.',
  'distributor-quantity-required': 'Quantity is a required field',
  'distributor-quantity-range': 'Quantity must be a whole number from 1 to 999.',
  'inquiry-message-max': INQUIRY_MESSAGES.messageMax,
  'distributor-campaign-code-max': 'Campaign code must be at most 200 characters.',
  'distributor-gclid-max': 'gclid must be at most 200 characters.',
  'distributor-fbclid-max': 'fbclid must be at most 200 characters.',
} as const;
export type DistributorMessageKey = keyof typeof DISTRIBUTOR_MESSAGES;

const M = DISTRIBUTOR_MESSAGES;

/** The most vehicles one request asks for; more is a conversation with the person in charge. */
export const MAX_QUANTITY = 999;

/** Empty, missing or null is null; a textarea's line breaks counted as typed. */
const optionalText = (max: number, maxMessage: string) =>
  z.pipe(
    z.nullish(z.string().check(typedLineBreaks, z.trim(), z.maxLength(max, { error: maxMessage }))),
    z.transform((v) => v || null),
  );

/** A list choice: longer than any name in the catalogue is simply not one of them. */
const optionalChoice = (unknownMessage: string) => optionalText(100, unknownMessage);

/** The form posts text and API clients an Int: both are read as a whole number of vehicles. */
const quantity = z.pipe(
  z.unknown(),
  z.transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      ctx.issues.push({ code: 'custom', message: M['distributor-quantity-required'], input: value });
      return z.NEVER;
    }
    const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= MAX_QUANTITY)) {
      ctx.issues.push({ code: 'custom', message: M['distributor-quantity-range'], input: value });
      return z.NEVER;
    }
    return n;
  }),
);

/** The fields the page shows, in its order. */
export const distributorFormFields = {
  companyName: z
    .string({ error: M['distributor-company-required'] })
    .check(z.trim(), z.minLength(1, { error: M['distributor-company-required'] }), z.maxLength(200, { error: M['distributor-company-max'] })),
  makerName: z
    .string({ error: M['distributor-maker-required'] })
    .check(z.trim(), z.minLength(1, { error: M['distributor-maker-required'], abort: true }), z.maxLength(100, { error: M['distributor-maker-unknown'] })),
  modelName: optionalChoice(M['distributor-model-unknown']),
  colorName: optionalChoice(M['distributor-color-unknown']),
  quantity,
  message: optionalText(8000, M['inquiry-message-max']),
};

export type DistributorFormField = keyof typeof distributorFormFields;
export const DISTRIBUTOR_FORM_FIELDS = Object.keys(distributorFormFields) as DistributorFormField[];

export const distributorRequestInputSchema = z.object({
  ...distributorFormFields,
  /** Where the visit came from (spec 001 §2), as the referral and the inquiries keep it. */
  campaignCode: optionalText(200, M['distributor-campaign-code-max']),
  gclid: optionalText(200, M['distributor-gclid-max']),
  fbclid: optionalText(200, M['distributor-fbclid-max']),
});
export type DistributorRequestInput = z.input<typeof distributorRequestInputSchema>;
export type ParsedDistributorRequest = z.output<typeof distributorRequestInputSchema>;

const KEY_OF_MESSAGE = new Map<string, DistributorMessageKey>(Object.entries(DISTRIBUTOR_MESSAGES).map(([key, message]) => [message, key as DistributorMessageKey]));

/** An issue on a field with one of the messages above, carrying its text key for the page. */
export function distributorIssue(fieldname: string, key: DistributorMessageKey): InputIssue {
  return { fieldname, message: DISTRIBUTOR_MESSAGES[key], text: { key } };
}

/** The spec's {fieldname, message} issues of a parse, each with its text key. */
export function toDistributorIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): InputIssue[] {
  return error.issues.map((issue) => {
    const fieldname = issue.path.map(String).join('.') || 'input';
    const key = KEY_OF_MESSAGE.get(issue.message);
    return key ? { fieldname, message: issue.message, text: { key } } : { fieldname, message: issue.message };
  });
}

/** One field's issue as the page shows it when the field loses focus, or null when it is fine. */
export function distributorFieldIssue(field: DistributorFormField, value: unknown): InputIssue | null {
  const result = distributorFormFields[field].safeParse(value);
  if (result.success) return null;
  const [issue] = toDistributorIssues({ issues: result.error.issues.map((i) => ({ ...i, path: [field] })) });
  return issue ?? null;
}
