// What the inquiry popup and its route share: the route's answer, and the field messages in the page's
// language. The domain writes the spec's English (its INQUIRY_MESSAGES), in the popup and from the
// server alike; each has a text key whose English text is those same words.
import type { InputIssue } from '#domain/errors.ts';
import { INQUIRY_MESSAGES } from '#domain/inquiry/inquiry.inputs.ts';
import type { PriceFormChoice } from './price-form.server';

/** The answer of POST /{lang}/inquiry: sent, or why not; the popup words each problem in the page's language. */
export type InquiryAnswer =
  | { sent: true; stockNumber: string | null }
  | { sent: false; problem: 'invalidInput' | 'captcha' | 'country' | 'notFound' | 'error'; issues: InputIssue[] };

const TEXT_KEYS: Record<keyof typeof INQUIRY_MESSAGES, string> = {
  firstNameRequired: 'inquiry-first-name-required',
  firstNameMax: 'inquiry-first-name-max',
  lastNameRequired: 'inquiry-last-name-required',
  lastNameMax: 'inquiry-last-name-max',
  emailRequired: 'inquiry-email-required',
  emailInvalid: 'inquiry-email-invalid',
  emailMax: 'inquiry-email-max',
  phoneRequired: 'inquiry-phone-required',
  phoneMax: 'inquiry-phone-max',
  messageRequired: 'inquiry-message-required',
  messageMax: 'inquiry-message-max',
  privacyRequired: 'inquiry-privacy-required',
  countryMax: 'inquiry-country-max',
  subjectMax: 'inquiry-subject-max',
  stockNumberRequired: 'inquiry-stock-number-required',
  stockNumberMax: 'inquiry-stock-number-max',
};

const BY_ENGLISH = new Map(Object.entries(INQUIRY_MESSAGES).map(([code, english]) => [english as string, TEXT_KEYS[code as keyof typeof INQUIRY_MESSAGES]]));

/** A field message in the page's language; one without a text key stays as the server wrote it. */
export function inquiryIssueText(t: (key: string) => string, message: string): string {
  const textKey = BY_ENGLISH.get(message);
  return textKey ? t(textKey) : message;
}

/**
 * The price a buyer asks about from the vehicle page's price form: the choice as priced (sent with the
 * inquiry under `quote.`, and priced again by the server) and what the popup shows of it, in the page's
 * language and currency as the form showed it.
 */
export interface AskedQuote {
  choice: PriceFormChoice;
  /** "CIF Mombasa, Kenya" or "FOB Japan", in the page's language. */
  place: string;
  /** The shipping method and options in words; empty when FOB names none. */
  details: string[];
  coupon: { code: string; message: string } | null;
  /** The total as the form showed it ("USD 8,421.50"). */
  total: string;
}

/** The asked quote's fields as the inquiry route reads them (`quote.country`, `quote.option`, …). */
export function askedQuoteFields(quote: AskedQuote): [string, string][] {
  const { choice } = quote;
  const fields: [string, string][] = [
    ['quote.country', choice.country],
    ['quote.port', choice.port],
    ['quote.city', choice.city],
    ['quote.terms', choice.isCif ? 'cif' : 'fob'],
    ['quote.shipping', choice.shipping],
    ['quote.package', choice.packageLevel],
    ['quote.coupon', choice.coupon],
    ['quote.currency', choice.currency],
  ];
  for (const option of choice.options) fields.push(['quote.option', option]);
  return fields;
}
