// The referral programme's form (spec 000 §3 "ReferralProgram", §7 createReferralProgram): one schema for
// the server and the page, which checks each field as it loses focus. zod's mini build, as the inquiry's.
import { z } from 'zod/mini';
import { INQUIRY_MESSAGES } from '../inquiry/inquiry.inputs.ts';

/** The messages; the e-mail's are the inquiry's (spec 000 §5), the page shows each by its text key. */
export const REFERRAL_MESSAGES = {
  nameRequired: 'Name is a required field',
  nameMax: 'Name must be at most 200 characters.',
  emailRequired: INQUIRY_MESSAGES.emailRequired,
  emailInvalid: INQUIRY_MESSAGES.emailInvalid,
  emailMax: INQUIRY_MESSAGES.emailMax,
  whatsAppRequired: 'WhatsApp number is a required field',
  whatsAppMax: 'WhatsApp number must be at most 20 characters.',
  whatsAppInvalid: 'WhatsApp number may contain only digits, spaces, dashes and a leading +.',
} as const;

const M = REFERRAL_MESSAGES;

const optionalText = (max: number, maxMessage: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, { error: maxMessage }))),
    z.transform((v) => v || null),
  );

/** The fields the page shows. */
export const referralFormFields = {
  name: z.string({ error: M.nameRequired }).check(z.trim(), z.minLength(1, { error: M.nameRequired }), z.maxLength(200, { error: M.nameMax })),
  email: z.pipe(
    z.string({ error: M.emailRequired }).check(z.trim(), z.minLength(1, { error: M.emailRequired }), z.maxLength(254, { error: M.emailMax })),
    z.email({ error: M.emailInvalid }),
  ),
  whatsAppNumber: z
    .string({ error: M.whatsAppRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.whatsAppRequired, abort: true }),
      z.maxLength(20, { error: M.whatsAppMax, abort: true }),
      z.regex(/^\+?[0-9][0-9 -]*$/, { error: M.whatsAppInvalid }),
    ),
};

export type ReferralFormField = keyof typeof referralFormFields;

export const referralInputSchema = z.object({
  ...referralFormFields,
  /** The bot check's token for the action 'referral'; its validity is checked by the bot check. */
  recaptchaToken: z.pipe(
    z.nullish(z.string().check(z.maxLength(8000))),
    z.transform((v) => v ?? ''),
  ),
  campaignCode: optionalText(200, 'Campaign code must be at most 200 characters.'),
  gclid: optionalText(200, 'gclid must be at most 200 characters.'),
  fbclid: optionalText(200, 'fbclid must be at most 200 characters.'),
});
export type ReferralInput = z.input<typeof referralInputSchema>;

/** One field's message as the page shows it when the field loses focus, or null when it is fine. */
export function referralFieldIssue(field: ReferralFormField, value: unknown): string | null {
  const result = referralFormFields[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
