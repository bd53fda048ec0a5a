import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { auditEntries } from '../staff/audit.ts';
import { assignInboxItem, inboxItem, inboxList, ReplyNotSentError, replyToInboxItem, resendInboxReply, setInboxItemClosed, type InboxItem, type InboxItemDetail } from './inbox.service.ts';

let handle: DatabaseHandle;
const outbox: OutgoingMail[] = [];
const sales: Viewer = { userId: 'inbox-sales', email: 'inbox-sales@roro.example', groups: [], staffRoles: ['sales'], twoFactor: true };
const admin: Viewer = { ...sales, userId: 'inbox-admin', email: 'inbox-admin@roro.example', staffRoles: ['admin'] };
const as = (viewer: Viewer | null) => testContext(handle, { viewer, mail: async (m) => void outbox.push(m) });
const mine = { keyword: 'inbox-test' };

async function items(filter = {}) {
  const page = await inboxList(as(sales), { ...mine, ...filter });
  if (page instanceof Error) throw page;
  return page;
}

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified, role) values ('inbox-sales', 'Sato', 'inbox-sales@roro.example', true, 'sales'), ('inbox-buyer', 'Baraka', 'inbox-buyer@example.com', true, 'user')`);
  await queryRows(handle.db, sql`insert into user_profiles (user_id, first_name, last_name) values ('inbox-buyer', 'Baraka', 'Otieno')`);
  const vehicle = (await queryRows<{ id: number; stock_number: string }>(handle.db, sql`select id, stock_number from vehicles where is_listed limit 1`))[0]!;
  // One of each kind, sent as the site sends them; the inbox hears of each from its table.
  await queryRows(handle.db, sql`insert into inquiries (first_name, last_name, email, message, subject, language, created_at) values ('Amina', 'Inbox-Test', 'amina@example.com', 'Do you ship to Mombasa?', 'Shipping', 'en', '2026-11-20T08:00:00Z')`);
  await queryRows(
    handle.db,
    sql`insert into vehicle_inquiries (vehicle_id, stock_number, first_name, last_name, email, phone_number, message, country_name, campaign_code, created_at)
        values (${vehicle.id}, ${vehicle.stock_number}, 'Juma', 'Inbox-Test', 'juma@example.com', '+255 700 000 000', 'Is it still available?', 'Tanzania', 'SPRING', '2026-11-20T09:00:00Z')`,
  );
  await queryRows(handle.db, sql`insert into user_special_requests (user_id, make, model, budget, year_from, year_to, distance, additional_spec, created_at) values ('inbox-buyer', 'Toyota', 'Hiace Van', 1500000, 2015, 2018, 100000, 'inbox-test diesel', '2026-11-20T10:00:00Z')`);
  await queryRows(handle.db, sql`insert into referral_programs (name, email, whats_app_number, created_at) values ('Neema Inbox-Test', 'neema@example.com', '+255 711 000 000', '2026-11-20T11:00:00Z')`);
});

describe('inbox', () => {
  it('gets an item for everything a buyer sends, newest first, with who sent it and what about', async () => {
    const page = await items();
    expect(page.totalCount).toBe(4);
    expect(page.edges.map((e) => [e.node.kind, e.node.status, e.node.fromName, e.node.subject])).toEqual([
      ['referral', 'new', 'Neema Inbox-Test', 'Referral programme: Neema Inbox-Test'],
      ['specialRequest', 'new', 'Baraka Otieno', 'Special request: Toyota Hiace Van'],
      ['vehicleInquiry', 'new', 'Juma Inbox-Test', expect.stringMatching(/^Vehicle /)],
      ['inquiry', 'new', 'Amina Inbox-Test', 'Shipping'],
    ]);
    expect((await items({ kind: 'specialRequest' })).edges[0]!.node).toMatchObject({ fromEmail: 'inbox-buyer@example.com', snippet: 'Budget 1500000 JPY · 2015-2018 · up to 100000 km · inbox-test diesel' });
    expect((await items({ keyword: 'MOMBASA' })).edges.map((e) => e.node.fromName)).toEqual(['Amina Inbox-Test']);
  });

  it('shows everything the buyer sent, field by field', async () => {
    const vehicle = (await items({ kind: 'vehicleInquiry' })).edges[0]!.node;
    const detail = (await inboxItem(as(sales), vehicle.uuid)) as InboxItemDetail;
    expect(detail.message).toBe('Is it still available?');
    expect(detail.fields).toEqual(expect.arrayContaining([{ label: 'Phone', value: '+255 700 000 000' }, { label: 'Country', value: 'Tanzania' }, { label: 'Campaign', value: 'SPRING' }]));
    expect(await inboxItem(as(sales), '00000000-0000-4000-8000-000000000000')).toBeInstanceOf(NotFoundError);
  });

  it('assigns, answers by e-mail in the thread, notes, closes and reopens, each logged', async () => {
    const item = (await items({ kind: 'inquiry' })).edges[0]!.node;
    expect(await assignInboxItem(as(sales), item.uuid, 'inbox-buyer')).toBeInstanceOf(InvalidInputError);
    expect(((await assignInboxItem(as(sales), item.uuid, 'inbox-sales')) as InboxItem).status).toBe('assigned');
    expect((await items({ assigneeId: 'inbox-sales' })).edges.map((e) => e.node.uuid)).toEqual([item.uuid]);

    expect(await replyToInboxItem(as(sales), item.uuid, { body: '  ' })).toBeInstanceOf(InvalidInputError);
    const sent = outbox.length;
    const answered = (await replyToInboxItem(as(sales), item.uuid, { body: 'Yes, every week.\n\nRegards' })) as InboxItemDetail;
    expect(answered.status).toBe('answered');
    expect(outbox.slice(sent)).toEqual([
      expect.objectContaining({ to: 'amina@example.com', replyTo: 'sales@roro-motors.example', subject: 'Re: Shipping', text: expect.stringContaining('Dear Amina Inbox-Test,\n\nYes, every week.') }),
    ]);
    const noted = (await replyToInboxItem(as(sales), item.uuid, { type: 'note', body: 'Called her too.' })) as InboxItemDetail;
    expect(outbox.length).toBe(sent + 1);
    expect(noted.thread.map((m) => [m.type, m.subject, m.body])).toEqual([
      ['reply', 'Re: Shipping', 'Yes, every week.\n\nRegards'],
      ['note', null, 'Called her too.'],
    ]);
    expect(((await setInboxItemClosed(as(sales), item.uuid, true)) as InboxItem).status).toBe('closed');
    expect(((await setInboxItemClosed(as(sales), item.uuid, false)) as InboxItem).status).toBe('answered');
    const log = await auditEntries(as(admin), { entity: 'inbox_items', entityId: item.uuid });
    if (log instanceof Error) throw log;
    expect(log.edges.map((e) => e.node.action)).toEqual(['inbox.reopen', 'inbox.close', 'inbox.note', 'inbox.reply', 'inbox.assign']);
  });

  it('keeps an answer the mailer refused in the thread as not sent, leaves the item unanswered, and sends it again once', async () => {
    const item = (await items({ kind: 'specialRequest' })).edges[0]!.node;
    const down = testContext(handle, { viewer: sales, mail: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587')) });
    const refused = await replyToInboxItem(down, item.uuid, { body: 'We have two in stock.' });
    expect(refused).toBeInstanceOf(ReplyNotSentError);
    expect((refused as ReplyNotSentError).message).toContain('ECONNREFUSED');
    let detail = (await inboxItem(as(sales), item.uuid)) as InboxItemDetail;
    expect(detail.status).toBe('new');
    expect(detail.thread.map((m) => [m.body, m.delivery, m.deliveryError])).toEqual([['We have two in stock.', 'failed', 'connect ECONNREFUSED 127.0.0.1:587']]);

    // Still down: still failed, nothing sent.
    expect(await resendInboxReply(down, item.uuid, detail.thread[0]!.id)).toBeInstanceOf(ReplyNotSentError);
    const sent = outbox.length;
    detail = (await resendInboxReply(as(sales), item.uuid, detail.thread[0]!.id)) as InboxItemDetail;
    expect([detail.status, detail.assigneeId, detail.thread.map((m) => m.delivery)]).toEqual(['answered', 'inbox-sales', ['sent']]);
    expect(outbox.slice(sent)).toEqual([expect.objectContaining({ to: 'inbox-buyer@example.com', subject: 'Re: Special request: Toyota Hiace Van', text: expect.stringContaining('We have two in stock.') })]);
    // A sent answer is not sent twice.
    expect(await resendInboxReply(as(sales), item.uuid, detail.thread[0]!.id)).toBeInstanceOf(NotFoundError);
    expect(outbox.length).toBe(sent + 1);
  });

  it('is for sales and admins only', async () => {
    const item = (await items()).edges[0]!.node;
    expect(await inboxList(as(null), {})).toBeInstanceOf(NotAuthenticatedError);
    for (const viewer of [{ userId: 'inbox-buyer', email: 'inbox-buyer@example.com', groups: [] }, { ...sales, staffRoles: ['editor' as const] }, { ...sales, twoFactor: false }]) {
      expect(await inboxList(as(viewer), {})).toBeInstanceOf(AuthenticationError);
      expect(await replyToInboxItem(as(viewer), item.uuid, { body: 'x' })).toBeInstanceOf(AuthenticationError);
      expect(await assignInboxItem(as(viewer), item.uuid, null)).toBeInstanceOf(AuthenticationError);
      expect(await resendInboxReply(as(viewer), item.uuid, 1)).toBeInstanceOf(AuthenticationError);
    }
    expect(((await inboxItem(as(sales), item.uuid)) as InboxItemDetail).thread).toEqual([]);
  });
});
