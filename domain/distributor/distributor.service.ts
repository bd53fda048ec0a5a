// The distributor page and request (spec 000 §2 /user/distributor, §3 User.dealerRank and personInCharge,
// §6, §7 createUserDistributorRequest): a signed-in buyer's dealer rank, the person in charge who answers
// them, whether they are in the Distributors group (spec 001 §6), and their requests for vehicles in
// numbers. Every call acts on ctx.viewer only; no user id is ever taken from the input.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { colors, makers, models } from '#db/schema/catalogue.ts';
import { countries } from '#db/schema/geography.ts';
import { userProfiles, users } from '#db/schema/identity.ts';
import { userDistributorRequests } from '#db/schema/inquiries.ts';
import { listColors } from '../catalogue/makers.service.ts';
import { SALES_EMAIL } from '../company.ts';
import { whatsAppContacts, type PersonInChargeRecord } from '../content/persons-in-charge.service.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError, type InputIssue } from '../errors.ts';
import { distributorAcknowledgementEmail, salesDistributorRequestEmail, type DistributorRequestDetails } from './distributor-emails.ts';
import { distributorIssue, distributorRequestInputSchema, toDistributorIssues, type DistributorRequestInput } from './distributor.inputs.ts';
import { isUuid } from '../uuid.ts';

/** The group spec 001 §6 names; members see distributor prices. */
export const DISTRIBUTORS_GROUP = 'Distributors';

/** The person who answers the buyer, and whether staff assigned them or they are the default contact. */
export interface BuyerPersonInCharge extends PersonInChargeRecord {
  assigned: boolean;
}

export interface DistributorPage {
  /** user_profiles.dealer_rank as staff set it; null until they do (its values are not given by the spec). */
  dealerRank: string | null;
  isDistributor: boolean;
  /** Null only when there is no sales staff at all. */
  personInCharge: BuyerPersonInCharge | null;
  /** Every maker of the catalogue with its models, by the makers' order: what a request may name. */
  makers: { name: string; models: string[] }[];
  /** Paint colours, by their order. */
  colors: string[];
}

/** A stored request, as the API answers it (spec 001 §3 "UserDistributorRequest"). */
export interface UserDistributorRequest {
  id: number;
  uuid: string;
  companyName: string;
  makerName: string;
  modelName: string | null;
  colorName: string | null;
  quantity: number;
  message: string | null;
  createdAt: Date;
}

export type CreateUserDistributorRequestResult = UserDistributorRequest | InvalidInputError | NotAuthenticatedError;

/** How many of their requests a buyer can read back, newest first. */
export const REQUEST_LIST_LIMIT = 50;

/** What the buyer's profile says about them, for the choice of contact and the sales team's e-mail. */
interface Buyer {
  userId: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  telephone: string | null;
  mobile: string | null;
  language: string;
  countryCode: string | null;
  countryName: string | null;
  dealerRank: string | null;
  personInChargeId: number | null;
}

async function findBuyer(db: Database, userId: string): Promise<Buyer | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      telephone: userProfiles.telephone,
      mobile: userProfiles.mobile,
      language: userProfiles.language,
      countryCode: countries.code,
      countryName: countries.name,
      dealerRank: userProfiles.dealerRank,
      personInChargeId: userProfiles.personInChargeId,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(countries, eq(countries.id, userProfiles.countryId))
    .where(eq(users.id, userId));
  return row ? { ...row, language: row.language ?? 'en' } : null;
}

/**
 * The buyer's person in charge: the one staff assigned (user_profiles.person_in_charge_id). Until someone
 * is assigned, the default contact is the first person, in the WhatsApp page's order, whose markets
 * include the buyer's contact country; else the first who speaks the buyer's language; else the first
 * person: whom the buyer would pick themselves on the WhatsApp page. Nothing is stored: staff assign.
 */
export function choosePersonInCharge(persons: PersonInChargeRecord[], buyer: Pick<Buyer, 'personInChargeId' | 'countryCode' | 'language'>): BuyerPersonInCharge | null {
  const assigned = buyer.personInChargeId === null ? undefined : persons.find((p) => p.id === buyer.personInChargeId);
  if (assigned) return { ...assigned, assigned: true };
  const fallback =
    (buyer.countryCode ? persons.find((p) => p.markets.includes(buyer.countryCode!)) : undefined) ??
    persons.find((p) => p.languages.includes(buyer.language)) ??
    persons[0];
  return fallback ? { ...fallback, assigned: false } : null;
}

async function personInChargeOf(ctx: RequestContext, buyer: Buyer): Promise<BuyerPersonInCharge | null> {
  return choosePersonInCharge(await whatsAppContacts(ctx), buyer);
}

/** Every maker with its models (not only those in stock: a distributor orders for the months ahead). */
async function catalogueMakers(db: Database): Promise<DistributorPage['makers']> {
  const rows = await db
    .select({ maker: makers.name, model: models.name })
    .from(makers)
    .leftJoin(models, eq(models.makerId, makers.id))
    .orderBy(asc(makers.sortOrder), asc(makers.name), asc(models.name));
  const byMaker = new Map<string, string[]>();
  for (const row of rows) {
    const list = byMaker.get(row.maker) ?? [];
    if (row.model) list.push(row.model);
    byMaker.set(row.maker, list);
  }
  return [...byMaker].map(([name, list]) => ({ name, models: list }));
}

export async function distributorPage(ctx: RequestContext): Promise<DistributorPage | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const [buyer, persons, catalogue, paints] = await Promise.all([findBuyer(ctx.db, ctx.viewer.userId), whatsAppContacts(ctx), catalogueMakers(ctx.db), listColors(ctx)]);
  // A session whose account is gone.
  if (!buyer) return new NotAuthenticatedError();
  return {
    dealerRank: buyer.dealerRank,
    isDistributor: ctx.viewer.groups.includes(DISTRIBUTORS_GROUP),
    personInCharge: choosePersonInCharge(persons, buyer),
    makers: catalogue,
    colors: paints.map((c) => c.name),
  };
}

/** The signed-in user's person in charge (the default contact until one is assigned). */
export async function personInCharge(ctx: RequestContext): Promise<BuyerPersonInCharge | NotAuthenticatedError | NotFoundError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const buyer = await findBuyer(ctx.db, ctx.viewer.userId);
  if (!buyer) return new NotAuthenticatedError();
  return (await personInChargeOf(ctx, buyer)) ?? new NotFoundError(`No person in charge is available. Please write to ${SALES_EMAIL}.`);
}

/** The maker, model and colour as the catalogue spells them, or the issues of those that are not in it. */
async function catalogueChoice(db: Database, input: { makerName: string; modelName: string | null; colorName: string | null }) {
  const issues: InputIssue[] = [];
  const [maker] = await db.select({ id: makers.id, name: makers.name }).from(makers).where(sql`lower(${makers.name}) = lower(${input.makerName})`);
  if (!maker) issues.push(distributorIssue('makerName', 'distributor-maker-unknown'));
  let modelName: string | null = null;
  if (maker && input.modelName) {
    const [model] = await db
      .select({ name: models.name })
      .from(models)
      .where(and(eq(models.makerId, maker.id), sql`lower(${models.name}) = lower(${input.modelName})`));
    if (model) modelName = model.name;
    else issues.push(distributorIssue('modelName', 'distributor-model-unknown'));
  }
  let colorName: string | null = null;
  if (input.colorName) {
    const [color] = await db.select({ name: colors.name }).from(colors).where(sql`lower(${colors.name}) = lower(${input.colorName})`);
    if (color) colorName = color.name;
    else issues.push(distributorIssue('colorName', 'distributor-color-unknown'));
  }
  return { issues, makerName: maker?.name ?? input.makerName, modelName, colorName };
}

const requestColumns = {
  id: userDistributorRequests.id,
  uuid: userDistributorRequests.uuid,
  companyName: userDistributorRequests.companyName,
  makerName: userDistributorRequests.makerName,
  modelName: userDistributorRequests.modelName,
  colorName: userDistributorRequests.colorName,
  quantity: userDistributorRequests.quantity,
  message: userDistributorRequests.message,
  createdAt: userDistributorRequests.createdAt,
};

/** A row as read; the table allows nulls for rows made elsewhere. */
interface RequestRow extends Omit<UserDistributorRequest, 'companyName' | 'makerName' | 'quantity'> {
  companyName: string | null;
  makerName: string | null;
  quantity: number | null;
}

/** This service always writes the company, maker and quantity: a row without them is a fault, not a request. */
function toRequest(row: RequestRow): UserDistributorRequest {
  const { companyName, makerName, quantity } = row;
  if (companyName === null || makerName === null || quantity === null) throw new Error(`user_distributor_requests ${row.id} lacks its company, maker or quantity`);
  return { ...row, companyName, makerName, quantity };
}

/** The e-mails; the request is stored already, so a mail that fails is reported, not turned into a failure. */
async function sendDistributorEmails(ctx: RequestContext, details: DistributorRequestDetails) {
  if (!ctx.mail) throw new Error('Distributor requests need ctx.mail: the server sets it on every request context.');
  const mail = ctx.mail;
  const person = details.personInCharge;
  const results = await Promise.allSettled([
    mail({ to: SALES_EMAIL, replyTo: details.buyer.email, ...salesDistributorRequestEmail(details, 'sales') }),
    ...(person?.email && person.email !== SALES_EMAIL ? [mail({ to: person.email, replyTo: details.buyer.email, ...salesDistributorRequestEmail(details, 'person-in-charge') })] : []),
    mail({ to: details.buyer.email, ...distributorAcknowledgementEmail(details) }),
  ]);
  for (const result of results) if (result.status === 'rejected') console.error(`distributor request ${details.uuid}: an e-mail could not be sent`, result.reason);
}

export async function createUserDistributorRequest(ctx: RequestContext, raw: DistributorRequestInput): Promise<CreateUserDistributorRequestResult> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const parsed = distributorRequestInputSchema.safeParse(raw);
  if (!parsed.success) return new InvalidInputError(toDistributorIssues(parsed.error));
  const input = parsed.data;
  const choice = await catalogueChoice(ctx.db, input);
  if (choice.issues.length) return new InvalidInputError(choice.issues);
  if (!ctx.mail) throw new Error('Distributor requests need ctx.mail: the server sets it on every request context.');

  const userId = ctx.viewer.userId;
  // The buyer as they are when the request is stored: the row and the e-mails say the same.
  const stored = await ctx.db.transaction(async (tx) => {
    const buyer = await findBuyer(tx, userId);
    if (!buyer) return null;
    const [row] = await tx
      .insert(userDistributorRequests)
      .values({
        userId,
        companyName: input.companyName,
        makerName: choice.makerName,
        modelName: choice.modelName,
        colorName: choice.colorName,
        quantity: input.quantity,
        message: input.message,
        language: ctx.language,
        campaignCode: input.campaignCode,
        gclid: input.gclid,
        fbclid: input.fbclid,
      })
      .returning(requestColumns);
    return { buyer, request: toRequest(row!) };
  });
  // A session whose account is gone.
  if (!stored) return new NotAuthenticatedError();

  const { buyer, request } = stored;
  const person = await personInChargeOf(ctx, buyer);
  await sendDistributorEmails(ctx, {
    uuid: request.uuid,
    receivedAt: request.createdAt,
    language: ctx.language,
    companyName: request.companyName,
    makerName: request.makerName,
    modelName: request.modelName,
    colorName: request.colorName,
    quantity: request.quantity,
    message: request.message,
    buyer: {
      userId,
      email: buyer.email,
      name: [buyer.firstName, buyer.lastName].filter(Boolean).join(' ') || buyer.name || null,
      telephone: buyer.telephone,
      mobile: buyer.mobile,
      countryName: buyer.countryName,
      dealerRank: buyer.dealerRank,
      isDistributor: ctx.viewer.groups.includes(DISTRIBUTORS_GROUP),
    },
    personInCharge: person ? { name: person.name, email: person.email, whatsAppNumber: person.whatsAppNumber, chatUrl: person.chatUrl, assigned: person.assigned } : null,
    campaignCode: input.campaignCode,
    gclid: input.gclid,
    fbclid: input.fbclid,
  });
  return request;
}

/** One of the signed-in user's own requests by its uuid (the thanks page); anyone else's is not found. */
export async function userDistributorRequest(ctx: RequestContext, uuid: string | null | undefined): Promise<UserDistributorRequest | NotAuthenticatedError | NotFoundError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  if (!isUuid(uuid)) return new NotFoundError('No such distributor request.');
  const [row] = await ctx.db
    .select(requestColumns)
    .from(userDistributorRequests)
    .where(and(eq(userDistributorRequests.uuid, uuid), eq(userDistributorRequests.userId, ctx.viewer.userId)));
  return row ? toRequest(row) : new NotFoundError('No such distributor request.');
}

/** The signed-in user's latest requests, newest first. */
export async function listUserDistributorRequests(ctx: RequestContext): Promise<UserDistributorRequest[] | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const rows = await ctx.db
    .select(requestColumns)
    .from(userDistributorRequests)
    .where(eq(userDistributorRequests.userId, ctx.viewer.userId))
    .orderBy(desc(userDistributorRequests.createdAt), desc(userDistributorRequests.id))
    .limit(REQUEST_LIST_LIMIT);
  return rows.map(toRequest);
}
