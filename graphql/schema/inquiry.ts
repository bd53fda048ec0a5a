// Inquiries (spec 000 §7): createInquiry (a general question) and createVehicleInquiry (about one
// vehicle, answering a success flag). Both need a bot-check token for the action 'contact' (ADR 012).
import { InvalidCAPTCHATokenError, InvalidCountry, InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { createInquiry, createVehicleInquiry, type Inquiry } from '#domain/inquiry/inquiry.service.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { InquiryQuoteInput, withoutNulls } from './trade.ts';
import { languageOf } from '../language.ts';

const InquiryRef = builder.objectRef<Inquiry>('Inquiry').implement({
  description: 'A question sent to the sales team.',
  fields: (t) => ({
    id: t.exposeID('uuid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    countryName: t.exposeString('countryName', { nullable: true }),
    subject: t.exposeString('subject', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const VehicleInquiryPayload = builder.objectRef<{ success: boolean }>('CreateVehicleInquiryPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** What both inquiries carry: the buyer, the message, consent, the bot-check token, and the visit. */
const commonFields = (t: InputFields) => ({
  firstName: t.string({ required: true }),
  lastName: t.string({ required: true }),
  email: t.string({ required: true }),
  phoneNumber: t.string({ required: true }),
  countryName: t.string({ description: 'English name or ISO code; optional.' }),
  message: t.string({ required: true }),
  privacyPolicyAccepted: t.boolean({
    description:
      'Whether the buyer ticked the privacy-policy box of your form. Omit it (or send null) when your program took the consent itself: the spec\'s input has no such field. false is refused with "Please read and accept the privacy policy.".',
  }),
  recaptchaToken: t.string({ description: 'A bot-check token for the action `contact`: the solved challenge of GET /api/bot-check/challenge?action=contact (ADR 012).' }),
  campaignCode: t.string({ description: 'The campaign code the visit came with (campaign_code parameter).' }),
  gclid: t.string({ description: 'The Google Ads click id the visit came with.' }),
  fbclid: t.string({ description: 'The Facebook click id the visit came with.' }),
});

const CreateInquiryInput = builder.inputType('CreateInquiryInput', {
  fields: (t) => ({ ...commonFields(t), subject: t.string() }),
});

const CreateVehicleInquiryInput = builder.inputType('CreateVehicleInquiryInput', {
  fields: (t) => ({ ...commonFields(t), stockNumber: t.string({ required: true }) }),
});

/**
 * The privacy tick is a rule of our web form (spec 000 §5), not of the API's input (§3): a client that
 * leaves it out took the buyer's consent itself. One that sends false is refused like the unticked box.
 */
const withConsent = <T extends { privacyPolicyAccepted?: boolean | null }>(input: T): T & { privacyPolicyAccepted: boolean } => ({
  ...input,
  privacyPolicyAccepted: input.privacyPolicyAccepted ?? true,
});

builder.mutationFields((t) => ({
  createInquiry: t.field({
    type: InquiryRef,
    errors: { types: [InvalidInputError, InvalidCAPTCHATokenError, InvalidCountry], union: { name: 'CreateInquiryResult' } },
    description: 'Sends a question to the sales team, who answer by e-mail; the buyer gets an acknowledgement in `language`.',
    args: { input: t.arg({ type: CreateInquiryInput, required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(createInquiry({ ...ctx, language: languageOf(ctx, args.language) }, withConsent(args.input))),
  }),
  createVehicleInquiry: t.field({
    type: VehicleInquiryPayload,
    errors: { types: [InvalidInputError, InvalidCAPTCHATokenError, NotFoundError, InvalidCountry], union: { name: 'CreateVehicleInquiryResult' } },
    description: 'Sends a question about a vehicle (by stock number) to the sales team; the buyer gets an acknowledgement in `language`.',
    args: {
      input: t.arg({ type: CreateVehicleInquiryInput, required: true }),
      quote: t.arg({ type: InquiryQuoteInput, description: 'The quote the buyer was looking at (optional): kept with the inquiry for sales.' }),
      language: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      await unwrap(createVehicleInquiry({ ...ctx, language: languageOf(ctx, args.language) }, withConsent(args.input), args.quote ? withoutNulls(args.quote) : null));
      return { success: true };
    },
  }),
}));
