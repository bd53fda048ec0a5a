// The newsletter's inputs: the footer form's one field (the e-mail, with the spec's messages, 000 §5) and
// the token of a confirmation or unsubscribe link. zod's mini build, as the other public forms'.
import { z } from 'zod/mini';
import type { InputIssue } from '../errors.ts';
import { INQUIRY_MESSAGES } from '../inquiry/inquiry.inputs.ts';

/** The messages, in English exactly; each has an interface text (NEWSLETTER_TEXT_KEYS) whose English is the same. */
export const NEWSLETTER_MESSAGES = {
  emailRequired: INQUIRY_MESSAGES.emailRequired,
  emailInvalid: INQUIRY_MESSAGES.emailInvalid,
  emailMax: INQUIRY_MESSAGES.emailMax,
  tokenRequired: 'Token is a required field',
  tokenMax: 'Token must be at most 200 characters.',
} as const;

/** The text key a page shows each message by (the e-mail's are the inquiry form's). */
export const NEWSLETTER_TEXT_KEYS: Record<keyof typeof NEWSLETTER_MESSAGES, string> = {
  emailRequired: 'inquiry-email-required',
  emailInvalid: 'inquiry-email-invalid',
  emailMax: 'inquiry-email-max',
  tokenRequired: 'newsletter-token-required',
  tokenMax: 'newsletter-token-max',
};

const M = NEWSLETTER_MESSAGES;

const optionalText = (max: number, maxMessage: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, { error: maxMessage }))),
    z.transform((v) => v || null),
  );

export const newsletterSubscriptionInputSchema = z.object({
  email: z.pipe(
    z.string({ error: M.emailRequired }).check(z.trim(), z.minLength(1, { error: M.emailRequired }), z.maxLength(254, { error: M.emailMax })),
    z.email({ error: M.emailInvalid }),
  ),
  /** Where the sign-up came from: the campaign code and ad click ids of the visit (spec 001 §2). */
  campaignCode: optionalText(200, 'Campaign code must be at most 200 characters.'),
  gclid: optionalText(200, 'gclid must be at most 200 characters.'),
  fbclid: optionalText(200, 'fbclid must be at most 200 characters.'),
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionInputSchema>;

/** The token of a confirmation or unsubscribe link, as the page or the API client hands it on. */
export const newsletterTokenSchema = z.object({
  token: z.string({ error: M.tokenRequired }).check(z.trim(), z.minLength(1, { error: M.tokenRequired }), z.maxLength(200, { error: M.tokenMax })),
});

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(NEWSLETTER_MESSAGES).map(([code, message]) => [message, NEWSLETTER_TEXT_KEYS[code as keyof typeof NEWSLETTER_MESSAGES]]));

/** The spec's {fieldname, message} issues of a zod error, each with the text key the pages show it by. */
export function newsletterIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): InputIssue[] {
  return error.issues.map((issue) => {
    const fieldname = issue.path.map(String).join('.') || 'input';
    const key = KEY_BY_MESSAGE.get(issue.message);
    return key ? { fieldname, message: issue.message, text: { key } } : { fieldname, message: issue.message };
  });
}
