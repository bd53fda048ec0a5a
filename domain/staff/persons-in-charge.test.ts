import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { auditEntries } from './audit.ts';
import { deletePersonInCharge, listPersonsInCharge, savePersonInCharge, type ManagedPerson } from './persons-in-charge.service.ts';

let handle: DatabaseHandle;
const sales: Viewer = { userId: 'pic-sales', email: 'pic-sales@roro.example', groups: [], staffRoles: ['sales'], twoFactor: true };
const admin: Viewer = { ...sales, userId: 'pic-admin', email: 'pic-admin@roro.example', staffRoles: ['admin'] };
const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const good = { name: 'Wanjiru Kamau', whatsAppNumber: '+254-700-123-456', email: 'Wanjiru@Roro.example', languages: 'sw, en, EN', markets: 'ke tz', sortOrder: '7' };

beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe('persons in charge in the back office', () => {
  it('adds one with every field checked and tidied, edits it, and logs both', async () => {
    const bad = await savePersonInCharge(as(sales), null, { name: ' ', whatsAppNumber: 'call me', email: 'nope', languages: 'english', markets: 'KE, XX' });
    expect(bad).toBeInstanceOf(InvalidInputError);
    expect((bad as InvalidInputError).issues.map((i) => [i.fieldname, i.message])).toEqual([
      ['name', 'Name is a required field'],
      ['whatsAppNumber', 'Write the WhatsApp number with its country code, e.g. +81-90-1234-5678.'],
      ['email', 'Email must be a valid email'],
      ['languages', 'Write languages as two-letter codes, e.g. en, fr, sw.'],
    ]);
    const unknownMarket = await savePersonInCharge(as(sales), null, { ...good, markets: 'KE, XX' });
    expect((unknownMarket as InvalidInputError).issues).toEqual([{ fieldname: 'markets', message: 'We do not ship to XX.' }]);

    const added = (await savePersonInCharge(as(sales), null, good)) as ManagedPerson;
    expect(added).toMatchObject({ name: 'Wanjiru Kamau', whatsAppNumber: '+254-700-123-456', email: 'wanjiru@roro.example', languages: ['sw', 'en'], markets: ['KE', 'TZ'], sortOrder: 7, buyers: 0 });
    const edited = (await savePersonInCharge(as(sales), added.uuid, { ...good, name: 'Wanjiru K.', whatsAppNumber: '' })) as ManagedPerson;
    expect(edited).toMatchObject({ uuid: added.uuid, name: 'Wanjiru K.', whatsAppNumber: null });
    const list = (await listPersonsInCharge(as(sales))) as ManagedPerson[];
    expect(list.map((p) => p.uuid)).toContain(added.uuid);
    const log = await auditEntries(as(admin), { entity: 'persons_in_charge', entityId: added.uuid });
    if (log instanceof Error) throw log;
    expect(log.edges.map((e) => e.node.action)).toEqual(['personInCharge.update', 'personInCharge.create']);
    expect(log.edges[0]!.node).toMatchObject({ before: { name: 'Wanjiru Kamau' }, after: { name: 'Wanjiru K.', whatsAppNumber: null } });
  });

  it('removes a person only when no buyer and no testimonial has them', async () => {
    const person = (await savePersonInCharge(as(sales), null, { ...good, name: 'Temporary' })) as ManagedPerson;
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('pic-buyer', 'B', 'pic-buyer@example.com', true)`);
    await queryRows(handle.db, sql`insert into user_profiles (user_id, person_in_charge_id) values ('pic-buyer', ${person.id})`);
    const refused = await deletePersonInCharge(as(sales), person.uuid);
    expect((refused as InvalidInputError).issues[0]!.message).toBe('1 buyer has Temporary as their person in charge: give them another first.');
    await queryRows(handle.db, sql`update user_profiles set person_in_charge_id = null where user_id = 'pic-buyer'`);
    expect(await deletePersonInCharge(as(sales), person.uuid)).toEqual({ uuid: person.uuid });
    expect(await deletePersonInCharge(as(sales), person.uuid)).toBeInstanceOf(NotFoundError);
  });

  it('is for sales and admins; editors, buyers and the signed out change nothing', async () => {
    const before = ((await listPersonsInCharge(as(sales))) as ManagedPerson[]).length;
    expect(await savePersonInCharge(as(null), null, good)).toBeInstanceOf(NotAuthenticatedError);
    expect(await savePersonInCharge(as({ ...sales, staffRoles: ['editor'] }), null, good)).toBeInstanceOf(AuthenticationError);
    expect(await listPersonsInCharge(as({ userId: 'x', email: 'x@example.com', groups: [] }))).toBeInstanceOf(AuthenticationError);
    expect(((await listPersonsInCharge(as(admin))) as ManagedPerson[]).length).toBe(before);
  });
});
