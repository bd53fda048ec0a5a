import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { auditEntries } from './audit.ts';
import { updateUserAuth, updateUserInfoByAdmin, userByAdmin, usersByAdmin, type BuyerDetail } from './buyers.service.ts';

let handle: DatabaseHandle;
const sales: Viewer = { userId: 'byr-sales', email: 'byr-sales@roro.example', groups: [], staffRoles: ['sales'], twoFactor: true };
const admin: Viewer = { userId: 'byr-admin', email: 'byr-admin@roro.example', groups: [], staffRoles: ['admin'], twoFactor: true };
const as = (viewer: Viewer | null): RequestContext => testContext(handle, { viewer });

async function account(id: string, role = 'user') {
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified, role) values (${id}, ${`Buyer ${id}`}, ${`${id}@byr.example`}, true, ${role})`);
  await queryRows(
    handle.db,
    sql`insert into user_profiles (user_id, first_name, last_name, telephone, country_id) values (${id}, 'Neema', ${id}, '+255 700 000 000', (select id from countries where code = 'TZ'))`,
  );
}
const info = { firstName: 'Neema', lastName: 'Mushi', telephone: '+255 711 111 111', countryName: 'Kenya', city: 'Mombasa' };
const pic = async () => (await queryRows<{ uuid: string; name: string }>(handle.db, sql`select uuid, name from persons_in_charge order by id limit 1`))[0]!;

beforeAll(async () => {
  handle = await openSeededDatabase();
  for (const id of ['byr-a', 'byr-b', 'byr-c']) await account(id);
  await account('byr-staff', 'editor');
  await queryRows(handle.db, sql`insert into favorites (user_id, vehicle_id) select 'byr-a', id from vehicles order by id limit 2`);
});

describe('buyers in the back office', () => {
  it('finds buyers by e-mail or name, never staff, and pages them', async () => {
    const found = await usersByAdmin(as(sales), { keyword: 'byr.example' });
    if (found instanceof Error) throw found;
    expect(found.rows.map((r) => r.id).sort()).toEqual(['byr-a', 'byr-b', 'byr-c']);
    expect(found).toMatchObject({ totalCount: 3, page: 1, pageCount: 1 });
    const one = await usersByAdmin(as(sales), { keyword: 'BUYER BYR-B' });
    if (one instanceof Error) throw one;
    expect(one.rows.map((r) => r.id)).toEqual(['byr-b']);
    expect(await usersByAdmin(as(sales), {}, { page: 0 })).toBeInstanceOf(InvalidInputError);
  });

  it('shows one buyer with what they did; a staff account is not a buyer', async () => {
    const detail = await userByAdmin(as(sales), 'byr-a');
    if (detail instanceof Error) throw detail;
    expect(detail.account.contactInfo).toMatchObject({ firstName: 'Neema', country: { name: 'Tanzania' } });
    expect(detail.activity).toEqual({ favorites: 2, histories: 0, inquiries: 0, specialRequests: 0, distributorRequests: 0 });
    expect(await userByAdmin(as(sales), 'byr-staff')).toBeInstanceOf(NotFoundError);
    expect(await userByAdmin(as(sales), 'nobody')).toBeInstanceOf(NotFoundError);
  });

  it('edits contact info, dealer rank and person in charge in one logged change; bad input changes nothing', async () => {
    const person = await pic();
    const bad = await updateUserInfoByAdmin(as(sales), 'byr-b', { ...info, telephone: '', dealerRank: 'Diamond', personInChargeUuid: '00000000-0000-4000-8000-000000000000' });
    expect(bad).toBeInstanceOf(InvalidInputError);
    expect((bad as InvalidInputError).issues.map((i) => i.fieldname).sort()).toEqual(['dealerRank', 'personInChargeUuid', 'telephone']);
    expect((bad as InvalidInputError).issues.find((i) => i.fieldname === 'dealerRank')!.message).toBe('Choose a dealer rank: Bronze, Silver, Gold, Platinum, or none.');
    const unchanged = (await userByAdmin(as(sales), 'byr-b')) as BuyerDetail;
    expect(unchanged.account.contactInfo.country!.name).toBe('Tanzania');

    const done = await updateUserInfoByAdmin(as(sales), 'byr-b', { ...info, dealerRank: 'Gold', personInChargeUuid: person.uuid });
    if (done instanceof Error) throw done;
    expect(done.account).toMatchObject({ dealerRank: 'Gold', contactInfo: { lastName: 'Mushi', country: { name: 'Kenya' }, city: 'Mombasa' } });
    expect(done.personInCharge!.name).toBe(person.name);
    const log = await auditEntries(as(admin), { entity: 'user', entityId: 'byr-b' });
    if (log instanceof Error) throw log;
    expect(log.edges).toHaveLength(1);
    expect(log.edges[0]!.node).toMatchObject({ action: 'user.update', actorEmail: sales.email, before: { dealerRank: null, country: 'Tanzania' }, after: { dealerRank: 'Gold', country: 'Kenya', personInCharge: person.name } });
  });

  it('puts a buyer in Distributors and out, disables the account (ending its sessions) and enables it', async () => {
    await queryRows(handle.db, sql`insert into session (id, token, user_id, expires_at) values ('byr-c-session', 'byr-c-token', 'byr-c', now() + interval '1 day')`);
    const dealer = await updateUserAuth(as(sales), 'byr-c', { isDistributors: true });
    if (dealer instanceof Error) throw dealer;
    expect(dealer.account.isDistributor).toBe(true);
    const disabled = await updateUserAuth(as(sales), 'byr-c', { enabled: false, isDistributors: false });
    if (disabled instanceof Error) throw disabled;
    expect(disabled).toMatchObject({ banned: true, account: { isDistributor: false } });
    expect(await queryRows(handle.db, sql`select id from session where user_id = 'byr-c'`)).toEqual([]);
    const enabled = await updateUserAuth(as(sales), 'byr-c', { enabled: true });
    expect((enabled as BuyerDetail).banned).toBe(false);
    const log = await auditEntries(as(admin), { entity: 'user', entityId: 'byr-c', action: 'user.auth' });
    if (log instanceof Error) throw log;
    expect(log.edges.map((e) => e.node.after)).toEqual([{ enabled: true, isDistributors: false }, { enabled: false, isDistributors: false }, { enabled: true, isDistributors: true }]);
  });

  it('refuses the signed out, buyers, editors and staff without the authenticator app', async () => {
    const editor: Viewer = { ...sales, staffRoles: ['editor'] };
    for (const viewer of [null, { userId: 'byr-a', email: 'byr-a@byr.example', groups: [] }, editor, { ...sales, twoFactor: false }]) {
      const refusal = viewer ? AuthenticationError : NotAuthenticatedError;
      expect(await usersByAdmin(as(viewer), {})).toBeInstanceOf(refusal);
      expect(await userByAdmin(as(viewer), 'byr-a')).toBeInstanceOf(refusal);
      expect(await updateUserInfoByAdmin(as(viewer), 'byr-a', info)).toBeInstanceOf(refusal);
      expect(await updateUserAuth(as(viewer), 'byr-a', { enabled: false })).toBeInstanceOf(refusal);
    }
    expect(((await userByAdmin(as(sales), 'byr-a')) as BuyerDetail).banned).toBe(false);
  });
});
