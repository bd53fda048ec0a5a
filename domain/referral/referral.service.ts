// createReferralProgram (spec 000 §7): someone signs up to refer buyers. The input is checked, then the
// bot-check token for 'referral'; the sign-up is stored with the visit's campaign and click ids and the
// signed-in user in one transaction that also spends the token; then the sales team and the person are
// e-mailed.
import { referralPrograms } from '#db/schema/inquiries.ts';
import type { SendMail } from '../mail.ts';
import { REFERRAL_ACTION, spendBotCheckPass, type BotCheck } from '../bot-check/bot-check.ts';
import { SALES_EMAIL } from '../company.ts';
import type { RequestContext } from '../context.ts';
import { InvalidCAPTCHATokenError, type InvalidInputError, toInvalidInput } from '../errors.ts';
import { INVALID_CAPTCHA_MESSAGE } from '../inquiry/inquiry.service.ts';
import { referralAcknowledgementEmail, salesReferralEmail, type ReferralDetails } from './referral-emails.ts';
import { referralInputSchema, type ReferralInput } from './referral.inputs.ts';

/** The stored sign-up, as the API answers it (spec 000 §3 "ReferralProgram"). */
export interface ReferralProgram {
  name: string;
  email: string;
  whatsAppNumber: string;
}

export type CreateReferralProgramResult = ReferralProgram | InvalidInputError | InvalidCAPTCHATokenError;

function services(ctx: RequestContext): { mail: SendMail; botCheck: BotCheck } {
  if (!ctx.mail || !ctx.botCheck) throw new Error('The referral programme needs ctx.mail and ctx.botCheck: the server sets them on every request context.');
  return { mail: ctx.mail, botCheck: ctx.botCheck };
}

/** Both e-mails; the sign-up is stored already, so a mail that fails is reported, not turned into a failure. */
async function sendReferralEmails(mail: SendMail, details: ReferralDetails) {
  const results = await Promise.allSettled([
    mail({ to: SALES_EMAIL, replyTo: details.email, ...salesReferralEmail(details) }),
    mail({ to: details.email, ...referralAcknowledgementEmail(details.language) }),
  ]);
  for (const result of results) if (result.status === 'rejected') console.error(`referral ${details.uuid}: an e-mail could not be sent`, result.reason);
}

export async function createReferralProgram(ctx: RequestContext, raw: ReferralInput): Promise<CreateReferralProgramResult> {
  const parsed = referralInputSchema.safeParse(raw);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const input = parsed.data;
  const { mail, botCheck } = services(ctx);
  const pass = await botCheck.verify(input.recaptchaToken, REFERRAL_ACTION);
  if (!pass) return new InvalidCAPTCHATokenError(INVALID_CAPTCHA_MESSAGE);

  const userId = ctx.viewer?.userId ?? null;
  const stored = await ctx.db.transaction(async (tx) => {
    if (!(await spendBotCheckPass(tx, pass))) return null;
    const [row] = await tx
      .insert(referralPrograms)
      .values({
        userId,
        name: input.name,
        email: input.email,
        whatsAppNumber: input.whatsAppNumber,
        language: ctx.language,
        campaignCode: input.campaignCode,
        gclid: input.gclid,
        fbclid: input.fbclid,
      })
      .returning({ uuid: referralPrograms.uuid, createdAt: referralPrograms.createdAt });
    return row!;
  });
  // A token that was used already: someone replays a solved challenge.
  if (!stored) return new InvalidCAPTCHATokenError(INVALID_CAPTCHA_MESSAGE);

  await sendReferralEmails(mail, {
    uuid: stored.uuid,
    receivedAt: stored.createdAt,
    language: ctx.language,
    name: input.name,
    email: input.email,
    whatsAppNumber: input.whatsAppNumber,
    userId,
    campaignCode: input.campaignCode,
    gclid: input.gclid,
    fbclid: input.fbclid,
  });
  return { name: input.name, email: input.email, whatsAppNumber: input.whatsAppNumber };
}
