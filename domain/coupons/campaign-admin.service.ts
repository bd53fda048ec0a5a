// The back office's campaigns (issue 16): a named discount (yen or percent) on vehicles from a minimum
// price, running in a date window, open to all or unlocked by a campaign code from an advertisement. The
// quote reads them from the cached destinations (ADR 009), dropped after each save so that this process
// prices with the change at once. Each save runs in a transaction with its audit entry.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { campaigns } from '#db/schema/commerce.ts';
import { isUuid } from '../uuid.ts';
import type { RequestContext } from '../context.ts';
import { type AuthenticationError, InvalidInputError, type NotAuthenticatedError, NotFoundError, toInvalidInput } from '../errors.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { siteDataApplied } from '../content/site-data-registry.ts';
import { siteDataChanged } from '../content/site-data.ts';
import { COUPON_AMOUNT, wholeNumber, type NumberField } from './coupon-admin.service.ts';

type StaffError = NotAuthenticatedError | AuthenticationError;

export const CAMPAIGN_MAX_PERCENT = 50;
export type CampaignState = 'Running' | 'Scheduled' | 'Over';

export interface AdminCampaign {
  id: number;
  uuid: string;
  name: string;
  campaignCode: string | null;
  discountJpy: number;
  discountPercent: number;
  minPriceJpy: number;
  startsAt: Date;
  endsAt: Date;
  state: CampaignState;
}

const columns = {
  id: campaigns.id,
  uuid: campaigns.uuid,
  name: campaigns.name,
  campaignCode: campaigns.campaignCode,
  discountJpy: campaigns.discountJpy,
  discountPercent: campaigns.discountPercent,
  minPriceJpy: campaigns.minPriceJpy,
  startsAt: campaigns.startsAt,
  endsAt: campaigns.endsAt,
};

const withState = (now: Date) => (c: Omit<AdminCampaign, 'state'>): AdminCampaign => ({ ...c, state: now < c.startsAt ? 'Scheduled' : now < c.endsAt ? 'Running' : 'Over' });

/** Every campaign (a few a year), the latest start first. */
export async function campaignsByAdmin(ctx: RequestContext): Promise<AdminCampaign[] | StaffError> {
  const refused = staffCheck(ctx.viewer, { campaign: ['list'] });
  if (refused) return refused;
  const rows = await ctx.db.select(columns).from(campaigns).orderBy(desc(campaigns.startsAt), desc(campaigns.id));
  return rows.map(withState(ctx.now));
}

export async function campaignByAdmin(ctx: RequestContext, uuid: string | null | undefined): Promise<AdminCampaign | StaffError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { campaign: ['list'] });
  if (refused) return refused;
  if (!isUuid(uuid)) return new NotFoundError('No such campaign.');
  const [row] = await ctx.db.select(columns).from(campaigns).where(eq(campaigns.uuid, uuid));
  return row ? withState(ctx.now)(row) : new NotFoundError('No such campaign.');
}

/** A moment in UTC: a Date, or text YYYY-MM-DD (midnight) or YYYY-MM-DDTHH:mm[:ss][Z] as a datetime field sends it. */
function utcMoment(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?)?Z?$/.exec(String(value ?? '').trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2] ?? '00:00'}${match[3] ?? ':00'}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const moment = (message: string) => z.unknown().transform((value, context) => utcMoment(value) ?? (context.addIssue({ code: 'custom', message }), z.NEVER));
const percentMessage = `A percentage is a whole number from 1 to ${CAMPAIGN_MAX_PERCENT}.`;
const yenMessage = `The discount in yen is whole yen from ¥${COUPON_AMOUNT.min.toLocaleString('en-US')} to ¥${COUPON_AMOUNT.max.toLocaleString('en-US')}.`;

export const campaignInputSchema = z
  .object({
    name: z.string({ message: 'Name is a required field' }).trim().min(1, { message: 'Name is a required field' }).max(80, { message: 'Name must be at most 80 characters.' }),
    /** Empty: the campaign runs for everyone; otherwise only for visits that bring its code. */
    campaignCode: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string().refine((code) => code === '' || /^[A-Z0-9-]{3,30}$/.test(code), { message: 'A campaign code is 3 to 30 capital letters, digits and dashes.' }).optional(),
    ),
    /** Exactly one of the two: empty (or 0) is none. */
    discountJpy: wholeNumber(yenMessage, [0, COUPON_AMOUNT.max], 0),
    discountPercent: wholeNumber(percentMessage, [0, CAMPAIGN_MAX_PERCENT], 0),
    minPriceJpy: wholeNumber('The minimum price is whole yen, from 0 to ¥100,000,000.', [0, 100_000_000], 0),
    startsAt: moment('Give the start as a date and time (UTC).'),
    endsAt: moment('Give the end as a date and time (UTC).'),
  })
  .superRefine((input, issue) => {
    if (input.discountJpy && input.discountPercent) issue.addIssue({ code: 'custom', path: ['discountJpy'], message: 'Give the discount in yen or in percent, not both.' });
    else if (!input.discountJpy && !input.discountPercent) issue.addIssue({ code: 'custom', path: ['discountJpy'], message: 'Give the discount in yen or in percent.' });
    else if (input.discountJpy && input.discountJpy < COUPON_AMOUNT.min) issue.addIssue({ code: 'custom', path: ['discountJpy'], message: yenMessage });
    if (input.endsAt <= input.startsAt) issue.addIssue({ code: 'custom', path: ['endsAt'], message: 'The campaign ends after it starts.' });
  });

export interface CampaignInput {
  name: string;
  campaignCode?: string;
  discountJpy?: NumberField;
  discountPercent?: NumberField;
  minPriceJpy?: NumberField;
  startsAt: Date | string;
  endsAt: Date | string;
}

/** Creates a campaign (no uuid) or changes one; the quote uses it from the next request. */
export async function saveCampaign(ctx: RequestContext, uuid: string | null | undefined, raw: CampaignInput): Promise<{ uuid: string } | StaffError | NotFoundError | InvalidInputError> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { campaign: [uuid ? 'update' : 'create'] });
  if (refused) return refused;
  if (uuid && !isUuid(uuid)) return new NotFoundError('No such campaign.');
  const parsed = campaignInputSchema.safeParse(raw);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const { campaignCode, ...input } = parsed.data;
  const values = { ...input, campaignCode: campaignCode || null };
  const saved = await ctx.db.transaction(async (tx) => {
    const [before] = uuid ? await tx.select(columns).from(campaigns).where(eq(campaigns.uuid, uuid)).for('update') : [];
    if (uuid && !before) return new NotFoundError('No such campaign.');
    if (values.campaignCode) {
      const [taken] = await tx
        .select({ name: campaigns.name })
        .from(campaigns)
        .where(and(eq(sql`upper(${campaigns.campaignCode})`, values.campaignCode), before ? ne(campaigns.id, before.id) : undefined));
      if (taken) return new InvalidInputError([{ fieldname: 'campaignCode', message: `The campaign “${taken.name}” already has the code ${values.campaignCode}.` }]);
    }
    const [row] = before
      ? await tx.update(campaigns).set(values).where(eq(campaigns.id, before.id)).returning({ uuid: campaigns.uuid })
      : await tx.insert(campaigns).values(values).onConflictDoNothing().returning({ uuid: campaigns.uuid });
    // Another campaign took the code at the same moment.
    if (!row) return new InvalidInputError([{ fieldname: 'campaignCode', message: `Another campaign already has the code ${values.campaignCode}.` }]);
    const was = before && { name: before.name, campaignCode: before.campaignCode, discountJpy: before.discountJpy, discountPercent: before.discountPercent, minPriceJpy: before.minPriceJpy, startsAt: before.startsAt, endsAt: before.endsAt };
    await recordAudit(tx, viewer!, { action: before ? 'campaign.update' : 'campaign.create', entity: 'campaigns', entityId: row.uuid, before: was, after: values }, ctx.now);
    await siteDataChanged(tx, 'trade', ctx.now);
    return row;
  });
  if (saved instanceof Error) return saved;
  // This process's quotes and pages see the change at once, every other process's within a second (ADR 027).
  siteDataApplied(ctx.db, 'trade');
  return saved;
}

/**
 * Stops a campaign: one not yet started is deleted (no quote ever carried it); a running one ends now, so
 * that orders that carry its name keep a campaign that existed; one over is refused.
 */
export async function endCampaign(ctx: RequestContext, uuid: string | null | undefined): Promise<{ ended: 'deleted' | 'ended' } | StaffError | NotFoundError | InvalidInputError> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { campaign: ['update'] });
  if (refused) return refused;
  if (!isUuid(uuid)) return new NotFoundError('No such campaign.');
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select(columns).from(campaigns).where(eq(campaigns.uuid, uuid)).for('update');
    if (!row) return new NotFoundError('No such campaign.');
    const { state } = withState(ctx.now)(row);
    if (state === 'Over') return new InvalidInputError([{ fieldname: 'campaign', message: `This campaign ended on ${row.endsAt.toISOString().slice(0, 10)}: there is nothing to stop.` }]);
    if (state === 'Scheduled') await tx.delete(campaigns).where(eq(campaigns.id, row.id));
    else await tx.update(campaigns).set({ endsAt: ctx.now }).where(eq(campaigns.id, row.id));
    const ended = state === 'Scheduled' ? ('deleted' as const) : ('ended' as const);
    await recordAudit(tx, viewer!, { action: `campaign.${ended === 'deleted' ? 'delete' : 'end'}`, entity: 'campaigns', entityId: uuid, before: { name: row.name, startsAt: row.startsAt, endsAt: row.endsAt }, after: ended === 'ended' ? { endsAt: ctx.now } : null }, ctx.now);
    await siteDataChanged(tx, 'trade', ctx.now);
    return { ended };
  });
  if (result instanceof Error) return result;
  siteDataApplied(ctx.db, 'trade');
  return result;
}
