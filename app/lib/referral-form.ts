// What the referral programme page and its action share: the action's answer, and the field messages in
// the page's language. The domain writes REFERRAL_MESSAGES in English; each has a text key whose English
// text is those same words (the e-mail's are the inquiry's).
import type { InputIssue } from '#domain/errors.ts';
import { REFERRAL_MESSAGES } from '#domain/referral/referral.inputs.ts';

/** The answer of POST /{lang}/referral-program: sent, or why not. */
export type ReferralAnswer = { sent: true } | { sent: false; problem: 'invalidInput' | 'captcha' | 'error'; issues: InputIssue[] };

const TEXT_KEYS: Record<keyof typeof REFERRAL_MESSAGES, string> = {
  nameRequired: 'referral-name-required',
  nameMax: 'referral-name-max',
  emailRequired: 'inquiry-email-required',
  emailInvalid: 'inquiry-email-invalid',
  emailMax: 'inquiry-email-max',
  whatsAppRequired: 'referral-whatsapp-required',
  whatsAppMax: 'referral-whatsapp-max',
  whatsAppInvalid: 'referral-whatsapp-invalid',
};

const BY_ENGLISH = new Map(Object.entries(REFERRAL_MESSAGES).map(([code, english]) => [english as string, TEXT_KEYS[code as keyof typeof REFERRAL_MESSAGES]]));

/** A field message in the page's language; one without a text key stays as the server wrote it. */
export function referralIssueText(t: (key: string) => string, message: string): string {
  const textKey = BY_ENGLISH.get(message);
  return textKey ? t(textKey) : message;
}
