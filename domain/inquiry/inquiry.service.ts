// createInquiry and createVehicleInquiry (spec 000 §7): a buyer's question, general or about a vehicle,
// from a guest or a signed-in user. The input is checked with the spec's messages, then the bot-check
// token, the country and the vehicle; the inquiry is stored with the visit's campaign and click ids in
// one transaction that also spends the token; then the sales team and the buyer are e-mailed.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { makers, models, vehicles } from '#db/schema/catalogue.ts';
import { userProfiles, users } from '#db/schema/identity.ts';
import { inquiries, vehicleInquiries } from '#db/schema/inquiries.ts';
import type { SendMail } from '../mail.ts';
import { CONTACT_ACTION, spendBotCheckPass, type BotCheck } from '../bot-check/bot-check.ts';
import { normalizeStockNumber } from '../catalogue/search-text.ts';
import { SALES_EMAIL } from '../company.ts';
import type { RequestContext } from '../context.ts';
import { InvalidCAPTCHATokenError, InvalidCountry, type InvalidInputError, NotFoundError, toInvalidInput } from '../errors.ts';
import { loadAllTranslationsCached } from '../content/translation.service.ts';
import { translate } from '../content/translate.ts';
import { vehicleUrl } from '../seo/site-urls.ts';
import { findCountry, loadDestinations } from '../trade/destinations.ts';
import { quoteForInquiry, type InquiryQuoteChoice } from './inquiry-quote.ts';
import { inquiryAcknowledgementEmail, salesInquiryEmail, type InquiryDetails, type InquiryVehicle } from './inquiry-emails.ts';
import { inquiryInputSchema, vehicleInquiryInputSchema, type InquiryInput, type VehicleInquiryInput } from './inquiry.inputs.ts';

/** The spec's message (000 §8), naming the address to write to instead. */
export const INVALID_CAPTCHA_MESSAGE = `Invalid reCAPTCHA token. Please refresh the page and try again, or contact ${SALES_EMAIL}.`;

/** The stored general inquiry, as the API answers it (spec 000 §3 "Inquiry"). */
export interface Inquiry {
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  countryName: string | null;
  subject: string | null;
  message: string;
}

export type CreateInquiryResult = Inquiry | InvalidInputError | InvalidCAPTCHATokenError | InvalidCountry;
export type CreateVehicleInquiryResult = { success: true; stockNumber: string } | InvalidInputError | InvalidCAPTCHATokenError | InvalidCountry | NotFoundError;

function services(ctx: RequestContext): { mail: SendMail; botCheck: BotCheck } {
  if (!ctx.mail || !ctx.botCheck) throw new Error('Inquiries need ctx.mail and ctx.botCheck: the server sets them on every request context.');
  return { mail: ctx.mail, botCheck: ctx.botCheck };
}

/** The country by its English name or code, as stored with its canonical name; undefined for none given. */
async function countryOf(ctx: RequestContext, countryName: string | null): Promise<{ id: number; name: string } | null | InvalidCountry> {
  if (!countryName) return null;
  const country = findCountry(await loadDestinations(ctx), countryName);
  return country ? { id: country.id, name: country.name } : new InvalidCountry(`We do not know the country “${countryName}”.`);
}

/** A vehicle buyers can ask about: any still in the stock list's records (sold ones too), not deleted stock. */
async function inquiryVehicle(db: Database, stockNumber: string) {
  const [row] = await db
    .select({ id: vehicles.id, stockNumber: vehicles.stockNumber, year4: vehicles.year4, grade: vehicles.grade, priceFob: vehicles.priceFob, status: vehicles.status, maker: makers.name, model: models.name })
    .from(vehicles)
    .innerJoin(makers, eq(makers.id, vehicles.makerId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .where(and(eq(vehicles.stockNumber, normalizeStockNumber(stockNumber)), ne(vehicles.status, 'LocalStockDeleted')));
  return row;
}

/** Who asked, as both inquiry tables store it: the contact fields, the country, the page's language, the visit's ids. */
function senderColumns(ctx: RequestContext, input: InquiryInput | VehicleInquiryInput, country: { id: number; name: string } | null) {
  return {
    userId: ctx.viewer?.userId ?? null,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    countryId: country?.id ?? null,
    countryName: country?.name ?? null,
    language: ctx.language,
    campaignCode: input.campaignCode ?? null,
    gclid: input.gclid ?? null,
    fbclid: input.fbclid ?? null,
  };
}

/** Stores the inquiry in the transaction that spends the bot-check pass; null when the pass was spent already (a replay). */
function storeSpending<T>(ctx: RequestContext, pass: Parameters<typeof spendBotCheckPass>[1], insert: (tx: Database) => Promise<T>): Promise<T | null> {
  return ctx.db.transaction(async (tx) => ((await spendBotCheckPass(tx, pass)) ? insert(tx) : null));
}

/** Both e-mails; the inquiry is stored already, so a mail that fails is reported, not turned into a failed inquiry. */
async function sendInquiryEmails(mail: SendMail, details: InquiryDetails) {
  const results = await Promise.allSettled([
    mail({ to: SALES_EMAIL, replyTo: details.email, ...salesInquiryEmail(details) }),
    mail({ to: details.email, ...inquiryAcknowledgementEmail(details.language, details.vehicle) }),
  ]);
  for (const result of results) if (result.status === 'rejected') console.error(`inquiry ${details.uuid}: an e-mail could not be sent`, result.reason);
}

export async function createInquiry(ctx: RequestContext, raw: InquiryInput): Promise<CreateInquiryResult> {
  const parsed = inquiryInputSchema.safeParse(raw);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const input = parsed.data;
  const { mail, botCheck } = services(ctx);
  const pass = await botCheck.verify(input.recaptchaToken, CONTACT_ACTION);
  if (!pass) return new InvalidCAPTCHATokenError(INVALID_CAPTCHA_MESSAGE);
  const country = await countryOf(ctx, input.countryName);
  if (country instanceof InvalidCountry) return country;

  const sender = senderColumns(ctx, input, country);
  const stored = await storeSpending(ctx, pass, async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ ...sender, subject: input.subject, message: input.message })
      .returning({ uuid: inquiries.uuid, createdAt: inquiries.createdAt });
    return row!;
  });
  // A token that was used already: someone replays a solved challenge.
  if (!stored) return new InvalidCAPTCHATokenError(INVALID_CAPTCHA_MESSAGE);

  const inquiry: Inquiry = {
    uuid: stored.uuid,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    countryName: sender.countryName,
    subject: input.subject,
    message: input.message,
  };
  await sendInquiryEmails(mail, { ...sender, ...inquiry, receivedAt: stored.createdAt, vehicle: null });
  return inquiry;
}

/**
 * A question about a vehicle. `quote` is what the buyer had chosen in the vehicle page's price form: the
 * server prices it again and keeps the quote with the inquiry, for sales (a choice it cannot price is left out).
 */
export async function createVehicleInquiry(ctx: RequestContext, raw: VehicleInquiryInput, quote?: InquiryQuoteChoice | null): Promise<CreateVehicleInquiryResult> {
  const parsed = vehicleInquiryInputSchema.safeParse(raw);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const input = parsed.data;
  const { mail, botCheck } = services(ctx);
  const pass = await botCheck.verify(input.recaptchaToken, CONTACT_ACTION);
  if (!pass) return new InvalidCAPTCHATokenError(INVALID_CAPTCHA_MESSAGE);
  const country = await countryOf(ctx, input.countryName);
  if (country instanceof InvalidCountry) return country;
  const vehicle = await inquiryVehicle(ctx.db, input.stockNumber);
  if (!vehicle) return new NotFoundError(`No vehicle has the stock number ${input.stockNumber}.`);

  const quoted = quote ? await quoteForInquiry(ctx, vehicle.stockNumber, quote) : null;

  const sender = senderColumns(ctx, input, country);
  const stored = await storeSpending(ctx, pass, async (tx) => {
    const [row] = await tx
      .insert(vehicleInquiries)
      .values({ ...sender, vehicleId: vehicle.id, stockNumber: vehicle.stockNumber, message: input.message, quote: quoted })
      .returning({ uuid: vehicleInquiries.uuid, createdAt: vehicleInquiries.createdAt });
    return row!;
  });
  if (!stored) return new InvalidCAPTCHATokenError(INVALID_CAPTCHA_MESSAGE);

  // The sales team reads English: the status in its words, as the English storefront shows it.
  const english = await loadAllTranslationsCached(ctx, 'en');
  const about: InquiryVehicle = {
    stockNumber: vehicle.stockNumber,
    name: [vehicle.year4, vehicle.maker, vehicle.model, vehicle.grade].filter(Boolean).join(' '),
    priceFob: vehicle.priceFob,
    status: vehicle.status,
    statusName: translate(english, `status-${vehicle.status}`),
    salesUrl: vehicleUrl(ctx.site, 'en', vehicle.stockNumber),
    buyerUrl: vehicleUrl(ctx.site, ctx.language, vehicle.stockNumber),
  };
  await sendInquiryEmails(mail, { ...sender, uuid: stored.uuid, receivedAt: stored.createdAt, subject: null, message: input.message, vehicle: about, quote: quoted });
  return { success: true, stockNumber: vehicle.stockNumber };
}

/** What the inquiry form fills in for a signed-in user (spec 000 §7 "Inquiry form"); null for a guest. */
export interface InquiryFormUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  telephone: string | null;
}

export async function inquiryFormUser(ctx: RequestContext): Promise<InquiryFormUser | null> {
  if (!ctx.viewer) return null;
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: userProfiles.firstName, lastName: userProfiles.lastName, telephone: userProfiles.telephone })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, ctx.viewer.userId));
  return row ?? null;
}
