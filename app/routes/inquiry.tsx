// /{lang}/inquiry: what the inquiry popup calls, as JSON. GET answers what the form fills in for a
// signed-in user (spec 000 §7 "Inquiry form"); POST sends the inquiry, about a vehicle when the form
// carries a stock number, with the visit's campaign and click ids from its cookie. Never cached.
import { isLanguage } from '#domain/context.ts';
import { InvalidCAPTCHATokenError, InvalidCountry, InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { createInquiry, createVehicleInquiry, inquiryFormUser } from '#domain/inquiry/inquiry.service.ts';
import type { InquiryAnswer } from '../lib/inquiry-form';
import { choiceFromPrefixedForm, tradeTermChoice } from '../lib/price-form.server';
import { readVisit } from '../lib/preferences.server';
import type { Route } from './+types/inquiry';

const PRIVATE = { 'cache-control': 'private, no-store' };

const answer = (body: InquiryAnswer, status = 200) => Response.json(body, { status, headers: PRIVATE });

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) return new Response('Not found', { status: 404 });
  return Response.json({ user: await inquiryFormUser(context.ctx) }, { headers: PRIVATE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (!isLanguage(params.lang)) return new Response('Not found', { status: 404 });
  const ctx = { ...context.ctx, language: params.lang };
  const form = await request.formData();
  // A field that is missing is empty: the domain answers with its "required" message.
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const input = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    countryName: text('countryName'),
    message: text('message'),
    privacyPolicyAccepted: form.get('privacyPolicyAccepted') === 'on',
    recaptchaToken: text('recaptchaToken'),
    ...readVisit(request),
  };
  const stockNumber = text('stockNumber').trim();
  // The vehicle page's price form, as the buyer left it: the quote goes with the inquiry (priced again there).
  const choice = stockNumber ? choiceFromPrefixedForm(form, 'quote.') : null;
  const quote = choice ? { ...tradeTermChoice(choice, input.campaignCode), currency: choice.currency || null } : null;
  try {
    const result = stockNumber ? await createVehicleInquiry(ctx, { ...input, stockNumber }, quote) : await createInquiry(ctx, input);
    if (result instanceof InvalidInputError) return answer({ sent: false, problem: 'invalidInput', issues: result.issues }, 400);
    if (result instanceof InvalidCAPTCHATokenError) return answer({ sent: false, problem: 'captcha', issues: [] }, 400);
    if (result instanceof InvalidCountry) return answer({ sent: false, problem: 'country', issues: [{ fieldname: 'countryName', message: result.message }] }, 400);
    if (result instanceof NotFoundError) return answer({ sent: false, problem: 'notFound', issues: [] }, 404);
    return answer({ sent: true, stockNumber: 'stockNumber' in result ? result.stockNumber : null });
  } catch (error) {
    // The spec's general message (000 §8) stands in for whatever went wrong; the details go to the log.
    console.error('inquiry failed', error);
    return answer({ sent: false, problem: 'error', issues: [] }, 500);
  }
}
