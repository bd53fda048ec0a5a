// The newsletter (spec 000 §3, 001 §7 NewsletterSubscriptionResult), double opt-in: the footer's form asks
// for a subscription, the e-mailed link confirms it, and the link at the foot of every newsletter e-mail
// ends it, signed out. The answer to a request is the same for every address, so that the form cannot
// tell anyone who subscribes; and one address is e-mailed at most once per 10 minutes and 5 times a day,
// so that the form cannot be used to flood someone's mailbox. See db/schema/inquiries.ts for the tokens.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { appMeta, newsletterSubscriptions } from '#db/schema/inquiries.ts';
import type { SendMail } from '../mail.ts';
import { isLanguage, type Language, type RequestContext } from '../context.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { absoluteUrl } from '../seo/site-urls.ts';
import { CONFIRMATION_LIFETIME_DAYS, newsletterEmail, type NewsletterEmailKind } from './newsletter-emails.ts';
import { newsletterIssues, newsletterSubscriptionInputSchema, newsletterTokenSchema, type NewsletterSubscriptionInput } from './newsletter.inputs.ts';

/** At most one e-mail per address this often, and so many in 24 hours, whoever types the address. */
export const EMAIL_INTERVAL_MS = 10 * 60_000;
export const EMAILS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;
const CONFIRMATION_LIFETIME_MS = CONFIRMATION_LIFETIME_DAYS * DAY_MS;

export const CONFIRMATION_LINK_INVALID = 'This confirmation link is invalid or has expired. Subscribe again to get a new one.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is invalid.';

/** A subscription, as the confirmation and unsubscribe pages and the API show it to the holder of its link. */
export interface NewsletterSubscription {
  uuid: string;
  email: string;
  language: Language | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  /** Confirmed, and not unsubscribed since: the newsletter goes to the address. */
  isSubscribed: boolean;
}

/** The answer to a request, the same whether the address was new, waiting, subscribed or unsubscribed. */
export interface NewsletterSubscriptionRequest {
  email: string;
}

export type SubscribeToNewsletterResult = NewsletterSubscriptionRequest | InvalidInputError;
export type NewsletterSubscriptionResult = NewsletterSubscription | NotFoundError | InvalidInputError;

type Row = typeof newsletterSubscriptions.$inferSelect;
const table = newsletterSubscriptions;

const isSubscribed = (row: Pick<Row, 'confirmedAt' | 'unsubscribedAt'>) => row.confirmedAt !== null && row.unsubscribedAt === null;

function view(row: Row): NewsletterSubscription {
  return {
    uuid: row.uuid,
    email: row.email,
    language: isLanguage(row.language) ? row.language : null,
    confirmedAt: row.confirmedAt,
    unsubscribedAt: row.unsubscribedAt,
    isSubscribed: isSubscribed(row),
  };
}

function mailer(ctx: RequestContext): SendMail {
  if (!ctx.mail) throw new Error('The newsletter needs ctx.mail: the server sets it on every request context.');
  return ctx.mail;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

// The unsubscribe links' key: one row of app_meta, made on first use (servers sharing a database share
// it). Kept per database for the life of the process; after deleting the row, restart to use a new key.
const UNSUBSCRIBE_KEY = 'newsletter-unsubscribe-key';
const unsubscribeKeys = new WeakMap<Database, Promise<Buffer>>();

function unsubscribeKey(db: Database): Promise<Buffer> {
  let key = unsubscribeKeys.get(db);
  if (!key) {
    key = (async () => {
      await db.insert(appMeta).values({ key: UNSUBSCRIBE_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, UNSUBSCRIBE_KEY));
      return Buffer.from(row!.value, 'base64url');
    })();
    key.catch(() => unsubscribeKeys.delete(db));
    unsubscribeKeys.set(db, key);
  }
  return key;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const unsubscribeMac = (key: Buffer, uuid: string) => createHmac('sha256', key).update(`newsletter-unsubscribe:${uuid}`).digest();

/** The token of a subscription's unsubscribe link: its uuid and an HMAC of it; it never changes. */
export async function newsletterUnsubscribeToken(ctx: Pick<RequestContext, 'db'>, subscriptionUuid: string): Promise<string> {
  return `${subscriptionUuid}.${unsubscribeMac(await unsubscribeKey(ctx.db), subscriptionUuid).toString('base64url')}`;
}

/** The subscription uuid an unsubscribe token names, when its HMAC is right. */
async function uuidOfUnsubscribeToken(db: Database, token: string): Promise<string | null> {
  const [uuid = '', mac = ''] = token.split('.');
  if (!UUID.test(uuid)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = unsubscribeMac(await unsubscribeKey(db), uuid);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uuid : null;
}

/** The unsubscribe page's address for a subscription, absolute: for every newsletter e-mail. */
export async function newsletterUnsubscribeUrl(ctx: Pick<RequestContext, 'db' | 'site'>, subscriptionUuid: string, language: Language): Promise<string> {
  return absoluteUrl(ctx.site, `/${language}/newsletter/unsubscribe?token=${await newsletterUnsubscribeToken(ctx, subscriptionUuid)}`);
}

/** What a request decided to send, and the e-mail limits as they were, to put back if the mail fails. */
interface Outgoing {
  kind: NewsletterEmailKind;
  id: number;
  uuid: string;
  to: string;
  confirmationToken?: string;
  before: Pick<Row, 'lastEmailedAt' | 'emailWindowStartedAt' | 'emailsInWindow'>;
}

export async function subscribeToNewsletter(ctx: RequestContext, raw: NewsletterSubscriptionInput): Promise<SubscribeToNewsletterResult> {
  const parsed = newsletterSubscriptionInputSchema.safeParse(raw);
  if (!parsed.success) return new InvalidInputError(newsletterIssues(parsed.error));
  const input = parsed.data;
  const mail = mailer(ctx);
  const { now, language } = ctx;
  // A new confirmation link for each e-mail: only its hash is kept, so the newest link is the one that works.
  const confirmationToken = randomBytes(32).toString('base64url');
  const confirmation = { confirmationTokenHash: sha256(confirmationToken), confirmationExpiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS) };
  const origin = { language, campaignCode: input.campaignCode, gclid: input.gclid, fbclid: input.fbclid };

  const outgoing = await ctx.db.transaction(async (tx): Promise<Outgoing | null> => {
    const [inserted] = await tx
      .insert(table)
      .values({ email: input.email, ...origin, ...confirmation, lastEmailedAt: now, emailWindowStartedAt: now, emailsInWindow: 1 })
      .onConflictDoNothing()
      .returning({ id: table.id, uuid: table.uuid });
    if (inserted) return { kind: 'confirm', ...inserted, to: input.email, confirmationToken, before: { lastEmailedAt: null, emailWindowStartedAt: null, emailsInWindow: 0 } };

    // The address is known (in any case of letters): locked until this request is decided.
    const [row] = await tx.select().from(table).where(sql`lower(${table.email}) = lower(${input.email})`).for('update');
    if (!row) throw new Error('A newsletter subscription conflicted on insert but is not there.');
    const windowOpen = row.emailWindowStartedAt !== null && now.getTime() - row.emailWindowStartedAt.getTime() < DAY_MS;
    const sentInWindow = windowOpen ? row.emailsInWindow : 0;
    const tooSoon = row.lastEmailedAt !== null && now.getTime() - row.lastEmailedAt.getTime() < EMAIL_INTERVAL_MS;
    if (tooSoon || sentInWindow >= EMAILS_PER_DAY) return null;

    const before = { lastEmailedAt: row.lastEmailedAt, emailWindowStartedAt: row.emailWindowStartedAt, emailsInWindow: row.emailsInWindow };
    const limits = { lastEmailedAt: now, emailWindowStartedAt: windowOpen ? row.emailWindowStartedAt : now, emailsInWindow: sentInWindow + 1 };
    if (isSubscribed(row)) {
      // Subscribed already: nothing changes but a note to the address, in place of a second subscription.
      await tx.update(table).set(limits).where(eq(table.id, row.id));
      return { kind: 'already-subscribed', id: row.id, uuid: row.uuid, to: row.email, before };
    }
    // Waiting for confirmation, or unsubscribed: a new link, and this request's language and visit.
    await tx
      .update(table)
      .set({ ...limits, ...confirmation, ...origin, email: input.email })
      .where(eq(table.id, row.id));
    return { kind: 'confirm', id: row.id, uuid: row.uuid, to: input.email, confirmationToken, before };
  });

  if (outgoing) {
    const unsubscribeUrl = await newsletterUnsubscribeUrl(ctx, outgoing.uuid, language);
    const confirmUrl = outgoing.confirmationToken ? absoluteUrl(ctx.site, `/${language}/newsletter/confirm?token=${outgoing.confirmationToken}`) : undefined;
    try {
      await mail({ to: outgoing.to, ...newsletterEmail(outgoing.kind, language, { confirmUrl, unsubscribeUrl }) });
    } catch (error) {
      // Not sent: the address may be e-mailed again at once, and the page says something went wrong
      // rather than "check your inbox".
      await ctx.db
        .update(table)
        .set(outgoing.before)
        .where(and(eq(table.id, outgoing.id), eq(table.lastEmailedAt, now)));
      throw error;
    }
  }
  return { email: input.email };
}

function parseToken(token: unknown): string | InvalidInputError {
  const parsed = newsletterTokenSchema.safeParse({ token });
  return parsed.success ? parsed.data.token : new InvalidInputError(newsletterIssues(parsed.error));
}

const byConfirmationToken = (token: string) => eq(table.confirmationTokenHash, sha256(token));
const usable = (row: Row | undefined, now: Date): row is Row => row !== undefined && row.confirmationExpiresAt !== null && row.confirmationExpiresAt > now;

/** The subscription a confirmation link is for, to show before it is confirmed; nothing changes. */
export async function newsletterSubscriptionByConfirmationToken(ctx: RequestContext, rawToken: string): Promise<NewsletterSubscriptionResult> {
  const token = parseToken(rawToken);
  if (token instanceof InvalidInputError) return token;
  const [row] = await ctx.db.select().from(table).where(byConfirmationToken(token));
  return usable(row, ctx.now) ? view(row) : new NotFoundError(CONFIRMATION_LINK_INVALID);
}

/**
 * Confirms the subscription of the link's address. Confirming again while the link works answers the
 * same; after unsubscribing, the link no longer works (the address has to ask again).
 */
export async function confirmNewsletterSubscription(ctx: RequestContext, rawToken: string): Promise<NewsletterSubscriptionResult> {
  const token = parseToken(rawToken);
  if (token instanceof InvalidInputError) return token;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(byConfirmationToken(token)).for('update');
    if (!usable(row, ctx.now)) return new NotFoundError(CONFIRMATION_LINK_INVALID);
    if (isSubscribed(row)) return view(row);
    const [confirmed] = await tx.update(table).set({ confirmedAt: ctx.now, unsubscribedAt: null }).where(eq(table.id, row.id)).returning();
    return view(confirmed!);
  });
}

/** The subscription an unsubscribe link is for, to show before unsubscribing; nothing changes. */
export async function newsletterSubscriptionByUnsubscribeToken(ctx: RequestContext, rawToken: string): Promise<NewsletterSubscriptionResult> {
  const token = parseToken(rawToken);
  if (token instanceof InvalidInputError) return token;
  const uuid = await uuidOfUnsubscribeToken(ctx.db, token);
  const [row] = uuid ? await ctx.db.select().from(table).where(eq(table.uuid, uuid)) : [];
  return row ? view(row) : new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
}

/**
 * Ends the subscription of the link's address (or the request waiting for confirmation), signed out.
 * Again answers the same and keeps the first time; asking to subscribe later starts a new opt-in.
 */
export async function unsubscribeFromNewsletter(ctx: RequestContext, rawToken: string): Promise<NewsletterSubscriptionResult> {
  const token = parseToken(rawToken);
  if (token instanceof InvalidInputError) return token;
  const uuid = await uuidOfUnsubscribeToken(ctx.db, token);
  if (!uuid) return new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.uuid, uuid)).for('update');
    if (!row) return new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
    if (row.unsubscribedAt) return view(row);
    // The confirmation link goes too: an old e-mail must not subscribe the address again.
    const [ended] = await tx
      .update(table)
      .set({ unsubscribedAt: ctx.now, confirmationTokenHash: null, confirmationExpiresAt: null })
      .where(eq(table.id, row.id))
      .returning();
    return view(ended!);
  });
}
