// The referral programme (spec 000 §7): createReferralProgram signs someone up to refer buyers. It needs a
// bot-check token for the action 'referral' (ADR 012).
import { InvalidCAPTCHATokenError, InvalidInputError } from '#domain/errors.ts';
import { createReferralProgram, type ReferralProgram } from '#domain/referral/referral.service.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { languageOf } from '../language.ts';

const ReferralProgramRef = builder.objectRef<ReferralProgram>('ReferralProgram').implement({
  description: 'A sign-up to the referral programme.',
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    whatsAppNumber: t.exposeString('whatsAppNumber'),
  }),
});

const CreateReferralProgramInput = builder.inputType('CreateReferralProgramInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    whatsAppNumber: t.string({ required: true, description: 'Digits with an optional leading +, spaces and dashes; at most 20 characters.' }),
    recaptchaToken: t.string({ description: 'A bot-check token for the action `referral`: the solved challenge of GET /api/bot-check/challenge?action=referral (ADR 012).' }),
    campaignCode: t.string({ description: 'The campaign code the visit came with (campaign_code parameter).' }),
    gclid: t.string({ description: 'The Google Ads click id the visit came with.' }),
    fbclid: t.string({ description: 'The Facebook click id the visit came with.' }),
  }),
});

builder.mutationFields((t) => ({
  createReferralProgram: t.field({
    type: ReferralProgramRef,
    errors: { types: [InvalidInputError, InvalidCAPTCHATokenError], union: { name: 'CreateReferalProgramResult', description: 'Spelled as the spec spells it (001 §7).' } },
    description: 'Signs someone up to the referral programme; the sales team sends their referral code, and they get an acknowledgement in `language`.',
    args: { input: t.arg({ type: CreateReferralProgramInput, required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(createReferralProgram({ ...ctx, language: languageOf(ctx, args.language) }, args.input)),
  }),
}));
