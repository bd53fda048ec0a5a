// The special vehicle request (spec 000 §2 /user/special-request, §3 "UserSpecialRequest", §6, §7
// createUserSpecialRequest): a signed-in buyer asks us to find a vehicle the stock list does not have.
// The form offers the whole catalogue, not only what is in stock: what is not in stock is the point.
// Every call acts on ctx.viewer only; no user id is ever taken from the input.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { makers, models } from '#db/schema/catalogue.ts';
import { countries } from '#db/schema/geography.ts';
import { userProfiles, users } from '#db/schema/identity.ts';
import { userSpecialRequests } from '#db/schema/inquiries.ts';
import type { SendMail } from '../mail.ts';
import { SALES_EMAIL } from '../company.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError, type InputIssue } from '../errors.ts';
import { salesSpecialRequestEmail, specialRequestAcknowledgementEmail, type SpecialRequestDetails } from './special-request-emails.ts';
import {
  EARLIEST_YEAR,
  latestRequestYear,
  SPECIAL_REQUEST_FORM_FIELDS,
  specialRequestFieldIssue,
  specialRequestFormFields,
  specialRequestInputSchema,
  specialRequestIssue,
  toSpecialRequestIssues,
  type SpecialRequestFormField,
  type SpecialRequestInput,
} from './special-request.inputs.ts';
import { isUuid } from '../uuid.ts';

/** A stored request, as the API answers it (spec 000 §3 "UserSpecialRequest"). */
export interface UserSpecialRequest {
  uuid: string;
  make: string;
  model: string | null;
  /** The most the buyer will pay for the vehicle in Japan (FOB), in JPY. */
  budget: number;
  yearFrom: number | null;
  yearTo: number | null;
  /** The most kilometres on the odometer. */
  distance: number | null;
  additionalSpec: string | null;
  createdAt: Date;
}

export type CreateUserSpecialRequestResult = UserSpecialRequest | InvalidInputError | NotAuthenticatedError;

/** A maker of the catalogue with its models, by the makers' order. */
export interface RequestableMaker {
  name: string;
  models: string[];
}

/** What the form page needs: the catalogue, the model years it offers, and the values a link carries. */
export interface SpecialRequestForm {
  makers: RequestableMaker[];
  earliestYear: number;
  latestYear: number;
  prefill: Record<SpecialRequestFormField, string>;
}

/** Every maker with its models, not only those in stock. */
async function catalogueMakers(db: Database): Promise<RequestableMaker[]> {
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

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The form's first values from a link (a stock search with no match carries its maker, model, years,
 * price and mileage, and the rest of its filters in words as additional specifications): each one that
 * is a valid choice, as the catalogue spells it; the rest left empty, so that a link never opens the form
 * with an error on it. A maker the catalogue does not have leaves the whole form empty: what came with it
 * described another car.
 */
export function prefillSpecialRequest(catalogue: RequestableMaker[], query: Partial<Record<string, string | null>>, latestYear: number): Record<SpecialRequestFormField, string> {
  const prefill = Object.fromEntries(SPECIAL_REQUEST_FORM_FIELDS.map((field) => [field, ''])) as Record<SpecialRequestFormField, string>;
  const maker = query.make ? catalogue.find((m) => sameName(m.name, query.make!)) : undefined;
  if (query.make && !maker) return prefill;
  if (maker) {
    prefill.make = maker.name;
    prefill.model = (query.model ? maker.models.find((m) => sameName(m, query.model!)) : undefined) ?? '';
  }
  for (const field of ['budget', 'yearFrom', 'yearTo', 'distance', 'additionalSpec'] as const) {
    const value = query[field]?.trim() ?? '';
    if (value && !specialRequestFieldIssue(field, value, latestYear)) prefill[field] = String(specialRequestFormFields(latestYear)[field].parse(value));
  }
  // Years the wrong way round: the link's "to" is dropped rather than the form opening with an error.
  if (prefill.yearFrom && prefill.yearTo && Number(prefill.yearFrom) > Number(prefill.yearTo)) prefill.yearTo = '';
  return prefill;
}

/** The form page: open to anyone (it shows the public catalogue); sending it needs an account. */
export async function specialRequestForm(ctx: RequestContext, query: Partial<Record<string, string | null>>): Promise<SpecialRequestForm> {
  const latestYear = latestRequestYear(ctx.now);
  const catalogue = await catalogueMakers(ctx.db);
  return { makers: catalogue, earliestYear: EARLIEST_YEAR, latestYear, prefill: prefillSpecialRequest(catalogue, query, latestYear) };
}

/** The maker and model as the catalogue spells them, or the issues of those that are not in it. */
async function catalogueChoice(db: Database, make: string, model: string | null): Promise<{ issues: InputIssue[]; make: string; model: string | null }> {
  const [maker] = await db.select({ id: makers.id, name: makers.name }).from(makers).where(sql`lower(${makers.name}) = lower(${make})`);
  if (!maker) return { issues: [specialRequestIssue('make', 'special-request-make-unknown')], make, model };
  if (!model) return { issues: [], make: maker.name, model: null };
  const [found] = await db
    .select({ name: models.name })
    .from(models)
    .where(and(eq(models.makerId, maker.id), sql`lower(${models.name}) = lower(${model})`));
  return found ? { issues: [], make: maker.name, model: found.name } : { issues: [specialRequestIssue('model', 'special-request-model-unknown')], make: maker.name, model };
}

/** The buyer as their account says, for the sales team's e-mail and the acknowledgement's address. */
async function findBuyer(db: Database, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      telephone: userProfiles.telephone,
      mobile: userProfiles.mobile,
      countryName: countries.name,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(countries, eq(countries.id, userProfiles.countryId))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    userId,
    email: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.name || null,
    telephone: row.telephone,
    mobile: row.mobile,
    countryName: row.countryName,
  };
}

const requestColumns = {
  uuid: userSpecialRequests.uuid,
  make: userSpecialRequests.make,
  model: userSpecialRequests.model,
  budget: userSpecialRequests.budget,
  yearFrom: userSpecialRequests.yearFrom,
  yearTo: userSpecialRequests.yearTo,
  distance: userSpecialRequests.distance,
  additionalSpec: userSpecialRequests.additionalSpec,
  createdAt: userSpecialRequests.createdAt,
};

/** This service always writes a budget: a row without one was made elsewhere and is a fault, not a request. */
function toRequest(row: Omit<UserSpecialRequest, 'budget'> & { budget: number | null }): UserSpecialRequest {
  if (row.budget === null) throw new Error(`user_special_requests ${row.uuid} has no budget`);
  return { ...row, budget: row.budget };
}

/** Both e-mails; the request is stored already, so a mail that fails is reported, not turned into a failure. */
async function sendSpecialRequestEmails(mail: SendMail, details: SpecialRequestDetails) {
  const results = await Promise.allSettled([
    mail({ to: SALES_EMAIL, replyTo: details.buyer.email, ...salesSpecialRequestEmail(details) }),
    mail({ to: details.buyer.email, ...specialRequestAcknowledgementEmail(details) }),
  ]);
  for (const result of results) if (result.status === 'rejected') console.error(`special request ${details.uuid}: an e-mail could not be sent`, result.reason);
}

/** The order the form shows its fields in, for issues found in two passes. */
const fieldOrder = (issue: InputIssue) => {
  const index = (SPECIAL_REQUEST_FORM_FIELDS as string[]).indexOf(issue.fieldname);
  return index === -1 ? SPECIAL_REQUEST_FORM_FIELDS.length : index;
};

export async function createUserSpecialRequest(ctx: RequestContext, raw: SpecialRequestInput): Promise<CreateUserSpecialRequestResult> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const userId = ctx.viewer.userId;
  const latestYear = latestRequestYear(ctx.now);
  const parsed = specialRequestInputSchema(latestYear).safeParse(raw);
  const issues = parsed.success ? [] : toSpecialRequestIssues(parsed.error);
  // The catalogue is asked too when other fields are wrong, so that every issue shows at once.
  const fields = specialRequestFormFields(latestYear);
  const make = fields.make.safeParse(raw?.make);
  const model = fields.model.safeParse(raw?.model);
  const choice = make.success ? await catalogueChoice(ctx.db, make.data, model.success ? model.data : null) : null;
  if (choice) issues.push(...choice.issues);
  if (!parsed.success || !choice || issues.length) return new InvalidInputError(issues.sort((a, b) => fieldOrder(a) - fieldOrder(b)));
  const input = parsed.data;
  const mail = ctx.mail;
  if (!mail) throw new Error('Special requests need ctx.mail: the server sets it on every request context.');

  // The buyer as they are when the request is stored: the row and the e-mails say the same.
  const stored = await ctx.db.transaction(async (tx) => {
    const buyer = await findBuyer(tx, userId);
    if (!buyer) return null;
    const [row] = await tx
      .insert(userSpecialRequests)
      .values({
        userId,
        make: choice.make,
        model: choice.model,
        budget: input.budget,
        yearFrom: input.yearFrom,
        yearTo: input.yearTo,
        distance: input.distance,
        additionalSpec: input.additionalSpec,
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
  await sendSpecialRequestEmails(mail, {
    ...request,
    receivedAt: request.createdAt,
    language: ctx.language,
    buyer,
    siteUrl: ctx.site.siteUrl,
    campaignCode: input.campaignCode,
    gclid: input.gclid,
    fbclid: input.fbclid,
  });
  return request;
}

/** One of the signed-in user's own requests by its uuid (the thanks page); anyone else's is not found. */
export async function userSpecialRequest(ctx: RequestContext, uuid: string | null | undefined): Promise<UserSpecialRequest | NotAuthenticatedError | NotFoundError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  if (!isUuid(uuid)) return new NotFoundError('No such special request.');
  const [row] = await ctx.db
    .select(requestColumns)
    .from(userSpecialRequests)
    .where(and(eq(userSpecialRequests.uuid, uuid), eq(userSpecialRequests.userId, ctx.viewer.userId)));
  return row ? toRequest(row) : new NotFoundError('No such special request.');
}
