// The inquiry forms' inputs (spec 000 §3 "Inquiry", "Vehicle inquiry input"; §5 limits and messages).
// One schema for the server and the popup, which checks each field as it loses focus. Written with zod's
// mini build: the popup downloads about 8 KB compressed instead of 27 KB with the full one.
import { z } from 'zod/mini';

/** The spec's messages, exactly; the popup shows each in the page's language by its text key. */
export const INQUIRY_MESSAGES = {
  firstNameRequired: 'First Name is a required field',
  firstNameMax: 'First Name must be at most 100 characters.',
  lastNameRequired: 'Last Name is a required field',
  lastNameMax: 'Last Name must be at most 100 characters.',
  emailRequired: 'Email is a required field',
  emailInvalid: 'Email must be a valid email',
  emailMax: 'Email must be at most 254 characters',
  phoneRequired: 'Phone is a required field',
  phoneMax: 'Phone must be at most 20 characters.',
  messageRequired: 'Message is a required field',
  messageMax: 'Message must be at most 8000 characters.',
  privacyRequired: 'Please read and accept the privacy policy.',
  countryMax: 'Country must be at most 100 characters.',
  subjectMax: 'Subject must be at most 200 characters.',
  stockNumberRequired: 'Stock number is a required field',
  stockNumberMax: 'Stock number must be at most 40 characters.',
} as const;

const M = INQUIRY_MESSAGES;

/**
 * Line breaks as the buyer typed them: a browser sends each of a textarea's as CRLF, two characters where
 * the buyer saw one (and the popup counted one), so a message within the limit would be refused on sending.
 */
export const typedLineBreaks = z.overwrite((text: string) => text.replace(/\r\n?/g, '\n'));

const requiredText = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).check(typedLineBreaks, z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: maxMessage }));

/** Empty, missing or null is null. */
const optionalText = (max: number, maxMessage: string) =>
  z.pipe(
    z.nullish(z.string().check(typedLineBreaks, z.trim(), z.maxLength(max, { error: maxMessage }))),
    z.transform((v) => v || null),
  );

/** The fields the popup shows, for the general and the vehicle inquiry alike. */
export const inquiryFormFields = {
  firstName: requiredText(M.firstNameRequired, 100, M.firstNameMax),
  lastName: requiredText(M.lastNameRequired, 100, M.lastNameMax),
  email: z.pipe(
    z.string({ error: M.emailRequired }).check(z.trim(), z.minLength(1, { error: M.emailRequired }), z.maxLength(254, { error: M.emailMax })),
    z.email({ error: M.emailInvalid }),
  ),
  phoneNumber: requiredText(M.phoneRequired, 20, M.phoneMax),
  countryName: optionalText(100, M.countryMax),
  message: requiredText(M.messageRequired, 8000, M.messageMax),
  privacyPolicyAccepted: z.literal(true, { error: M.privacyRequired }),
};

export type InquiryFormField = keyof typeof inquiryFormFields;

/** Where the inquiry came from: the campaign code and ad click ids of the visit (spec 001 §2). */
const originFields = {
  campaignCode: optionalText(200, 'Campaign code must be at most 200 characters.'),
  gclid: optionalText(200, 'gclid must be at most 200 characters.'),
  fbclid: optionalText(200, 'fbclid must be at most 200 characters.'),
};

/** The bot check's token for the action 'contact' (spec 000 §4); its validity is checked by the bot check. */
const recaptchaToken = z.pipe(
  z.nullish(z.string().check(z.maxLength(8000))),
  z.transform((v) => v ?? ''),
);

export const inquiryInputSchema = z.object({
  ...inquiryFormFields,
  subject: optionalText(200, M.subjectMax),
  recaptchaToken,
  ...originFields,
});
/** As callers send it: the privacy box may come unticked, and is then refused with its message. */
export type InquiryInput = Omit<z.input<typeof inquiryInputSchema>, 'privacyPolicyAccepted'> & { privacyPolicyAccepted?: boolean | null };

export const vehicleInquiryInputSchema = z.object({
  ...inquiryFormFields,
  stockNumber: requiredText(M.stockNumberRequired, 40, M.stockNumberMax),
  recaptchaToken,
  ...originFields,
});
export type VehicleInquiryInput = Omit<z.input<typeof vehicleInquiryInputSchema>, 'privacyPolicyAccepted'> & { privacyPolicyAccepted?: boolean | null };

/** One field's message as the popup shows it when the field loses focus, or null when it is fine. */
export function inquiryFieldIssue(field: InquiryFormField, value: unknown): string | null {
  const result = inquiryFormFields[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
