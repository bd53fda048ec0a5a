// The back office's inbox (issue 14): every inquiry and request buyers send, new -> assigned -> answered ->
// closed. Staff find items by state, kind, person and words, read one with everything the buyer sent,
// assign it, answer by e-mail (kept in the thread, the item then answered), add notes, close and reopen.
// Every change is one transaction with its audit entry (ADR 017).
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '#db/client.ts';
import { inboxItems, inboxMessages, INBOX_KINDS, INBOX_STATUSES, type InboxDelivery, type InboxKind, type InboxStatus } from '#db/schema/inbox.ts';
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import { users } from '#db/schema/identity.ts';
import { SALES_EMAIL } from '../company.ts';
import type { RequestContext } from '../context.ts';
import { afterCursor, decodeCursor, toPage, type Page } from '../content/paging.ts';
import { InvalidInputError, NotFoundError, type AuthenticationError, type NotAuthenticatedError } from '../errors.ts';
import { escapeHtml, oneLine } from '../mail-text.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { staffRolesOf } from '../staff/roles.ts';
import { containsPattern } from '../text-input.ts';
import { isUuid } from '../uuid.ts';

type Refusal = NotAuthenticatedError | AuthenticationError;
export const INBOX_PAGE = 30;

export interface InboxItem {
  id: number;
  sourceId: number;
  uuid: string;
  kind: InboxKind;
  status: InboxStatus;
  assigneeId: string | null;
  assigneeEmail: string | null;
  fromName: string;
  fromEmail: string;
  subject: string;
  snippet: string;
  language: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface InboxFilter {
  status?: InboxStatus | null;
  kind?: InboxKind | null;
  /** A staff member's user id: what is theirs. */
  assigneeId?: string | null;
  keyword?: string | null;
}

const itemColumns = {
  id: inboxItems.id,
  sourceId: inboxItems.sourceId,
  uuid: inboxItems.uuid,
  kind: inboxItems.kind,
  status: inboxItems.status,
  assigneeId: inboxItems.assigneeId,
  assigneeEmail: users.email,
  fromName: inboxItems.fromName,
  fromEmail: inboxItems.fromEmail,
  subject: inboxItems.subject,
  snippet: inboxItems.snippet,
  language: inboxItems.language,
  createdAt: inboxItems.createdAt,
  updatedAt: inboxItems.updatedAt,
};

/** The inbox newest first by (received, id) cursor, with how many items match. */
export async function inboxList(
  ctx: RequestContext,
  filter: InboxFilter,
  paging: { after?: string | null } = {},
): Promise<(Page<InboxItem> & { totalCount: number }) | Refusal | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { inquiry: ['list'] });
  if (refused) return refused;
  const where: SQL[] = [];
  if (filter.status) {
    if (!INBOX_STATUSES.includes(filter.status)) return new InvalidInputError([{ fieldname: 'status', message: `Choose a state: ${INBOX_STATUSES.join(', ')}.` }]);
    where.push(eq(inboxItems.status, filter.status));
  }
  if (filter.kind) {
    if (!INBOX_KINDS.includes(filter.kind)) return new InvalidInputError([{ fieldname: 'kind', message: `Choose a kind: ${INBOX_KINDS.join(', ')}.` }]);
    where.push(eq(inboxItems.kind, filter.kind));
  }
  if (filter.assigneeId) where.push(eq(inboxItems.assigneeId, filter.assigneeId));
  const like = containsPattern(filter.keyword?.toLowerCase());
  if (like) where.push(sql`${inboxItems.searchText} like ${like}`);
  const pageWhere = [...where];
  if (paging.after) {
    const cursor = decodeCursor(paging.after);
    if (cursor instanceof InvalidInputError) return cursor;
    pageWhere.push(afterCursor(inboxItems, inboxItems.createdAt, inboxItems.id, cursor));
  }
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select(itemColumns)
      .from(inboxItems)
      .leftJoin(users, eq(users.id, inboxItems.assigneeId))
      .where(pageWhere.length ? and(...pageWhere) : undefined)
      .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
      .limit(INBOX_PAGE + 1),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(inboxItems).where(where.length ? and(...where) : undefined),
  ]);
  return { ...toPage(rows, INBOX_PAGE, (r) => r.createdAt, Boolean(paging.after)), totalCount: Number(count!.n) };
}

export interface InboxThreadMessage {
  id: number;
  type: 'reply' | 'note';
  /** A reply's e-mail: sending, sent or failed (null for a note). */
  delivery: InboxDelivery | null;
  deliveryError: string | null;
  authorEmail: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

export interface InboxItemDetail extends InboxItem {
  /** Everything the buyer sent, field by field, as the kind's own table keeps it. */
  fields: { label: string; value: string }[];
  /** The full message the buyer wrote, when the kind has one. */
  message: string | null;
  /** A vehicle inquiry's quote: what the buyer saw on the vehicle page when they asked. */
  quote: InquiryQuote | null;
  thread: InboxThreadMessage[];
}

/** The fields of each kind, as staff read them. */
const SOURCES: Record<InboxKind, { table: string; fields: [label: string, expression: string][]; message: string | null; quote?: true }> = {
  inquiry: { table: 'inquiries', fields: [['Phone', 'phone_number'], ['Country', 'country_name'], ['Subject', 'subject']], message: 'message' },
  vehicleInquiry: {
    table: 'vehicle_inquiries',
    fields: [['Vehicle', 'stock_number'], ['Phone', 'phone_number'], ['Country', 'country_name']],
    message: 'message',
    quote: true,
  },
  specialRequest: {
    table: 'user_special_requests',
    fields: [['Maker', 'make'], ['Model', 'model'], ['Budget (JPY)', 'budget'], ['Years', "concat_ws(' to ', year_from, year_to)"], ['Most km', 'distance']],
    message: 'additional_spec',
  },
  distributorRequest: {
    table: 'user_distributor_requests',
    fields: [['Company', 'company_name'], ['Maker', 'maker_name'], ['Model', 'model_name'], ['Colour', 'color_name'], ['Vehicles', 'quantity']],
    message: 'message',
  },
  referral: { table: 'referral_programs', fields: [['WhatsApp', 'whats_app_number']], message: null },
};

const SHARED_FIELDS: [string, string][] = [
  ['Campaign', 'campaign_code'],
  ['Google click id', 'gclid'],
  ['Facebook click id', 'fbclid'],
];

async function findItem(ctx: RequestContext, uuid: string): Promise<InboxItem | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await ctx.db.select(itemColumns).from(inboxItems).leftJoin(users, eq(users.id, inboxItems.assigneeId)).where(eq(inboxItems.uuid, uuid));
  return row ?? null;
}

export async function inboxItem(ctx: RequestContext, uuid: string): Promise<InboxItemDetail | Refusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { inquiry: ['list'] });
  if (refused) return refused;
  const item = await findItem(ctx, uuid);
  if (!item) return new NotFoundError(`No inbox item has the id ${uuid}.`);
  const source = SOURCES[item.kind];
  const columns = [...source.fields, ...SHARED_FIELDS].map(([, expression], i) => `(${expression})::text as f${i}`).join(', ');
  // The kind's own table and columns come from SOURCES above, never from the request.
  const [row] = await queryRows<Record<string, string | null> & { quote?: InquiryQuote | null }>(
    ctx.db,
    sql`select ${sql.raw(columns)}${sql.raw(source.message ? `, ${source.message} as message` : '')}${sql.raw(source.quote ? ', quote' : '')} from ${sql.raw(source.table)} where id = ${item.sourceId}`,
  );
  const labels = [...source.fields, ...SHARED_FIELDS].map(([label]) => label);
  const fields = labels.map((label, i) => ({ label, value: row?.[`f${i}`] ?? '' })).filter((f) => f.value !== '');
  const thread = await ctx.db
    .select({ id: inboxMessages.id, type: inboxMessages.type, delivery: inboxMessages.delivery, deliveryError: inboxMessages.deliveryError, authorEmail: inboxMessages.authorEmail, subject: inboxMessages.subject, body: inboxMessages.body, createdAt: inboxMessages.createdAt })
    .from(inboxMessages)
    .where(eq(inboxMessages.itemId, item.id))
    .orderBy(asc(inboxMessages.createdAt), asc(inboxMessages.id));
  return { ...item, fields, message: row?.message ?? null, quote: row?.quote ?? null, thread };
}

const statusView = (i: InboxItem) => ({ status: i.status, assignee: i.assigneeEmail });

/** Assigns an item to a staff member (null: to nobody); a new item becomes assigned. */
export async function assignInboxItem(ctx: RequestContext, uuid: string, assigneeId: string | null): Promise<InboxItem | Refusal | NotFoundError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { inquiry: ['assign'] });
  if (refused) return refused;
  const before = await findItem(ctx, uuid);
  if (!before) return new NotFoundError(`No inbox item has the id ${uuid}.`);
  if (assigneeId) {
    const [person] = await ctx.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, assigneeId));
    if (!person || !staffRolesOf(person.role).some((role) => role === 'admin' || role === 'sales')) {
      return new InvalidInputError([{ fieldname: 'assigneeId', message: 'Choose a member of staff.' }]);
    }
  }
  const status: InboxStatus = assigneeId && before.status === 'new' ? 'assigned' : !assigneeId && before.status === 'assigned' ? 'new' : before.status;
  return change(ctx, before, { assigneeId, status }, 'inbox.assign');
}

/** Closes an item, or opens it again (answered if it was answered, else by its assignment). */
export async function setInboxItemClosed(ctx: RequestContext, uuid: string, closed: boolean): Promise<InboxItem | Refusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { inquiry: ['close'] });
  if (refused) return refused;
  const before = await findItem(ctx, uuid);
  if (!before) return new NotFoundError(`No inbox item has the id ${uuid}.`);
  if (closed) return change(ctx, before, { status: 'closed' }, 'inbox.close');
  const [answered] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(inboxMessages).where(and(eq(inboxMessages.itemId, before.id), eq(inboxMessages.type, 'reply')));
  const status: InboxStatus = Number(answered!.n) > 0 ? 'answered' : before.assigneeId ? 'assigned' : 'new';
  return change(ctx, before, { status }, 'inbox.reopen');
}

async function change(ctx: RequestContext, before: InboxItem, values: Partial<{ assigneeId: string | null; status: InboxStatus }>, action: string): Promise<InboxItem> {
  return ctx.db.transaction(async (tx) => {
    await tx.update(inboxItems).set({ ...values, updatedAt: ctx.now }).where(eq(inboxItems.id, before.id));
    const after = (await findItem({ ...ctx, db: tx }, before.uuid))!;
    await recordAudit(tx, ctx.viewer!, { action, entity: 'inbox_items', entityId: before.uuid, before: statusView(before), after: statusView(after) }, ctx.now);
    return after;
  });
}

export const inboxReplySchema = z.object({
  type: z.enum(['reply', 'note']).default('reply'),
  subject: z.string().trim().max(200, { message: 'Subject must be at most 200 characters.' }).optional(),
  body: z.string({ message: 'Write your answer.' }).trim().min(1, { message: 'Write your answer.' }).max(20_000, { message: 'The answer must be at most 20,000 characters.' }),
});

/** A reply kept in the thread whose e-mail the mailer did not take; the page offers to send it again. */
export class ReplyNotSentError extends Error {
  constructor(readonly reason: string) {
    super(`The e-mail could not be sent (${reason}). Your answer is kept in the thread as not sent: send it again in a moment.`);
    this.name = 'ReplyNotSentError';
  }
}

function replyMail(item: InboxItem, author: string, subject: string, body: string) {
  return {
    to: item.fromEmail,
    replyTo: SALES_EMAIL,
    subject,
    text: `Dear ${item.fromName},\n\n${body}\n\n-- \n${author}\nRoro Motors, ${SALES_EMAIL}`,
    html: `<p>Dear ${escapeHtml(item.fromName)},</p>${body
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('')}<p>-- <br>${escapeHtml(author)}<br>Roro Motors, ${SALES_EMAIL}</p>`,
  };
}

/**
 * Sends a reply kept in the thread: the message is `sending` until the mailer takes it, then `sent` and
 * the item answered (and assigned to whoever answered if it was nobody's); if the mailer refuses, the
 * message is `failed` with the reason, the item keeps its status, and the caller hears why.
 */
async function deliverReply(ctx: RequestContext, item: InboxItem, message: { id: number; authorEmail: string; subject: string; body: string }): Promise<ReplyNotSentError | null> {
  try {
    await (ctx.mailNow ?? ctx.mail)!(replyMail(item, message.authorEmail, message.subject, message.body));
  } catch (error) {
    const reason = oneLine(error instanceof Error ? error.message : String(error)).slice(0, 300) || 'the mail server did not answer';
    await ctx.db.update(inboxMessages).set({ delivery: 'failed', deliveryError: reason }).where(eq(inboxMessages.id, message.id));
    return new ReplyNotSentError(reason);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(inboxMessages).set({ delivery: 'sent', deliveryError: null }).where(eq(inboxMessages.id, message.id));
    const [current] = await tx.select({ status: inboxItems.status, assigneeId: inboxItems.assigneeId }).from(inboxItems).where(eq(inboxItems.id, item.id));
    await tx
      .update(inboxItems)
      .set({ status: current?.status === 'closed' ? 'closed' : 'answered', assigneeId: current?.assigneeId ?? ctx.viewer!.userId, updatedAt: ctx.now })
      .where(eq(inboxItems.id, item.id));
  });
  return null;
}

/**
 * Answers an item by e-mail to the buyer (from the sales address, answers coming back to it), kept in the
 * thread first, so no answer is lost: see deliverReply. A note is kept for staff only and sends nothing.
 */
export async function replyToInboxItem(
  ctx: RequestContext,
  uuid: string,
  raw: z.input<typeof inboxReplySchema>,
): Promise<InboxItemDetail | Refusal | NotFoundError | InvalidInputError | ReplyNotSentError> {
  const refused = staffCheck(ctx.viewer, { inquiry: ['reply'] });
  if (refused) return refused;
  const before = await findItem(ctx, uuid);
  if (!before) return new NotFoundError(`No inbox item has the id ${uuid}.`);
  const parsed = inboxReplySchema.safeParse(raw);
  if (!parsed.success) return new InvalidInputError(parsed.error.issues.map((i) => ({ fieldname: String(i.path[0] ?? 'body'), message: i.message })));
  const { type, body } = parsed.data;
  const subject = type === 'reply' ? oneLine(parsed.data.subject || `Re: ${before.subject}`) : null;
  if (type === 'reply' && !ctx.mail) throw new Error('Mail is not configured.');
  const message = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboxMessages)
      .values({ itemId: before.id, type, authorId: ctx.viewer!.userId, authorEmail: ctx.viewer!.email, subject, body, delivery: type === 'reply' ? 'sending' : null, createdAt: ctx.now })
      .returning({ id: inboxMessages.id });
    await recordAudit(tx, ctx.viewer!, { action: type === 'reply' ? 'inbox.reply' : 'inbox.note', entity: 'inbox_items', entityId: uuid, after: { subject, body } }, ctx.now);
    return row!;
  });
  if (type === 'reply') {
    const failed = await deliverReply(ctx, before, { id: message.id, authorEmail: ctx.viewer!.email, subject: subject!, body });
    if (failed) return failed;
  }
  return (await inboxItem(ctx, uuid)) as InboxItemDetail;
}

/** Sends again a reply whose e-mail failed (or is stuck sending after a crash); a sent one is not sent twice. */
export async function resendInboxReply(ctx: RequestContext, uuid: string, messageId: number): Promise<InboxItemDetail | Refusal | NotFoundError | ReplyNotSentError> {
  const refused = staffCheck(ctx.viewer, { inquiry: ['reply'] });
  if (refused) return refused;
  const item = await findItem(ctx, uuid);
  if (!item) return new NotFoundError(`No inbox item has the id ${uuid}.`);
  if (!ctx.mail) throw new Error('Mail is not configured.');
  // Taken for this try in one statement: two clicks cannot send it twice.
  const [message] = await ctx.db
    .update(inboxMessages)
    .set({ delivery: 'sending' })
    .where(and(eq(inboxMessages.id, messageId), eq(inboxMessages.itemId, item.id), eq(inboxMessages.type, 'reply'), ne(inboxMessages.delivery, 'sent')))
    .returning({ id: inboxMessages.id, authorEmail: inboxMessages.authorEmail, subject: inboxMessages.subject, body: inboxMessages.body });
  if (!message) return new NotFoundError('That answer is sent already, or is not in this thread.');
  await recordAudit(ctx.db, ctx.viewer!, { action: 'inbox.resend', entity: 'inbox_items', entityId: uuid, after: { messageId } }, ctx.now);
  const failed = await deliverReply(ctx, item, { ...message, subject: message.subject ?? `Re: ${item.subject}` });
  if (failed) return failed;
  return (await inboxItem(ctx, uuid)) as InboxItemDetail;
}

/** The staff an item can be assigned to. */
export async function inboxAssignees(ctx: RequestContext): Promise<{ id: string; email: string; name: string }[]> {
  return ctx.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(sql`${users.role} ~ '(^|,)\\s*(admin|sales)\\s*(,|$)'`)
    .orderBy(asc(users.name));
}
