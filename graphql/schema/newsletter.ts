// The newsletter (spec 000 §3, 001 §7 NewsletterSubscriptionResult), double opt-in: subscribeNewsletter
// e-mails a confirmation link, confirmNewsletterSubscription and unsubscribeNewsletter act on the tokens
// of the e-mails' links, signed out. subscribeNewsletter answers the same for every address.
import { InvalidInputError, NotFoundError } from '#domain/errors.ts';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  type NewsletterSubscription,
  type NewsletterSubscriptionRequest,
} from '#domain/newsletter/newsletter.service.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { languageOf } from '../language.ts';

const SubscribeNewsletterPayload = builder.objectRef<NewsletterSubscriptionRequest>('SubscribeNewsletterPayload').implement({
  description:
    'The request was taken: a new or unconfirmed address is sent a confirmation link, a subscribed one a note that it is subscribed already. The answer is the same either way, so that nobody learns who subscribes; an address is e-mailed at most once per 10 minutes.',
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
    email: t.exposeString('email'),
  }),
});

const NewsletterSubscriptionRef = builder.objectRef<NewsletterSubscription>('NewsletterSubscription').implement({
  description: 'A newsletter subscription, as the holder of its confirmation or unsubscribe link sees it.',
  fields: (t) => ({
    id: t.exposeID('uuid'),
    email: t.exposeString('email'),
    language: t.exposeString('language', { nullable: true, description: 'The language its e-mails are written in.' }),
    isSubscribed: t.exposeBoolean('isSubscribed', { description: 'Confirmed and not unsubscribed since: the newsletter goes to the address.' }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    unsubscribedAt: t.expose('unsubscribedAt', { type: 'DateTime', nullable: true }),
  }),
});

const NewsletterSubscriptionInput = builder.inputType('NewsletterSubscriptionInput', {
  fields: (t) => ({
    email: t.string({ required: true, description: 'At most 254 characters.' }),
    campaignCode: t.string({ description: 'The campaign code the visit came with (campaign_code parameter).' }),
    gclid: t.string({ description: 'The Google Ads click id the visit came with.' }),
    fbclid: t.string({ description: 'The Facebook click id the visit came with.' }),
  }),
});

builder.mutationFields((t) => ({
  subscribeNewsletter: t.field({
    type: SubscribeNewsletterPayload,
    errors: { types: [InvalidInputError], union: { name: 'NewsletterSubscriptionResult' } },
    description: 'Asks for the newsletter at an address (double opt-in): the e-mail with the confirmation link is written in `language`.',
    args: { input: t.arg({ type: NewsletterSubscriptionInput, required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(subscribeToNewsletter({ ...ctx, language: languageOf(ctx, args.language) }, args.input)),
  }),
  confirmNewsletterSubscription: t.field({
    type: NewsletterSubscriptionRef,
    errors: { types: [InvalidInputError, NotFoundError], union: { name: 'ConfirmNewsletterSubscriptionResult' } },
    description:
      'Confirms a subscription with the token of the confirmation link (`token` of /{lang}/newsletter/confirm?token=…). Again answers the same; a token that expired, was replaced by a newer link or belongs to an address unsubscribed since is NotFoundError.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(confirmNewsletterSubscription(ctx, args.token)),
  }),
  unsubscribeNewsletter: t.field({
    type: NewsletterSubscriptionRef,
    errors: { types: [InvalidInputError, NotFoundError], union: { name: 'UnsubscribeNewsletterResult' } },
    description: 'Ends a subscription with the token of the unsubscribe link every newsletter e-mail carries (`token` of /{lang}/newsletter/unsubscribe?token=…); no sign-in needed. Again answers the same.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(unsubscribeFromNewsletter(ctx, args.token)),
  }),
}));
