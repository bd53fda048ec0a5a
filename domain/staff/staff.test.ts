import { beforeAll, describe, expect, it } from 'vitest';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { auditEntries, recordAudit, staffCheck } from './audit.ts';
import { can, staffRolesOf, type StaffRole } from './roles.ts';

const staff = (roles: StaffRole[], twoFactor = true) => staffViewer(roles, { twoFactor });
const buyer = buyerViewer();

describe('staff roles', () => {
  it('reads the staff roles from better-auth’s role field, ignoring a buyer’s and unknown ones', () => {
    expect(staffRolesOf('admin')).toEqual(['admin']);
    expect(staffRolesOf('sales, editor')).toEqual(['sales', 'editor']);
    expect(staffRolesOf('user')).toEqual([]);
    expect(staffRolesOf('owner')).toEqual([]);
    expect(staffRolesOf(null)).toEqual([]);
  });

  it('lets sales run stock, inquiries, customers and orders; editors content; admins everything', () => {
    const sales = staff(['sales']);
    const editor = staff(['editor']);
    const admin = staff(['admin']);
    expect(can(sales, { vehicle: ['create', 'status', 'import'], inquiry: ['reply'], customer: ['distributor'] })).toBe(true);
    expect(can(sales, { content: ['update'] })).toBe(false);
    expect(can(sales, { audit: ['list'] })).toBe(false);
    expect(can(sales, { user: ['set-role'] })).toBe(false);
    expect(can(editor, { content: ['create', 'delete'] })).toBe(true);
    expect(can(editor, { vehicle: ['list'] })).toBe(false);
    expect(can(admin, { vehicle: ['import'], content: ['delete'], audit: ['list'], user: ['set-role', 'ban'] })).toBe(true);
    // Nothing asked: any staff member, whatever the role.
    expect(can(editor, {})).toBe(true);
    expect(can(buyer, {})).toBe(false);
    // Two roles: either may allow.
    expect(can(staff(['sales', 'editor']), { content: ['update'] })).toBe(true);
  });

  it('allows nothing to a buyer, a signed-out visitor, or staff without the authenticator-app step', () => {
    expect(can(buyer, { vehicle: ['list'] })).toBe(false);
    expect(can(null, { vehicle: ['list'] })).toBe(false);
    expect(can(staff(['admin'], false), { vehicle: ['list'] })).toBe(false);
    expect(staffCheck(null, { vehicle: ['list'] })).toBeInstanceOf(NotAuthenticatedError);
    expect(staffCheck(buyer, { vehicle: ['list'] })?.message).toBe('You are not allowed to do this.');
    expect(staffCheck(staff(['admin'], false), { vehicle: ['list'] })?.message).toBe('Turn on the authenticator-app step in your account to use the back office.');
    expect(staffCheck(staff(['sales']), { vehicle: ['list'] })).toBeNull();
  });
});

describe('audit log', () => {
  // Entries of a day long gone: other tests' entries, written at their own time, never show here.
  const day = { from: new Date(Date.UTC(2001, 0, 20)), to: new Date(Date.UTC(2001, 0, 21)) };
  let ctx: RequestContext;
  const admin = staff(['admin']);
  const sales = staff(['sales']);
  beforeAll(async () => {
    ctx = { ...testContext(await openSeededDatabase()), viewer: admin };
    const at = (minute: number) => new Date(Date.UTC(2001, 0, 20, 9, minute));
    await ctx.db.transaction(async (tx) => {
      await recordAudit(tx, sales, { action: 'vehicle.create', entity: 'vehicles', entityId: 11, after: { priceFob: 900_000, arrivedAt: new Date(Date.UTC(2026, 10, 1)) } }, at(1));
      await recordAudit(tx, sales, { action: 'vehicle.price', entity: 'vehicles', entityId: 11, before: { priceFob: 900_000 }, after: { priceFob: 850_000, originalPrice: 900_000 } }, at(2));
      await recordAudit(tx, admin, { action: 'user.update', entity: 'user', entityId: 'abc', before: { dealerRank: null }, after: { dealerRank: 'Gold' } }, at(3));
    });
  });

  it('keeps who, when, what, before and after, newest first', async () => {
    const page = await auditEntries(ctx, day);
    if (page instanceof Error) throw page;
    expect(page.edges.map((e) => e.node.action)).toEqual(['user.update', 'vehicle.price', 'vehicle.create']);
    expect(page.edges[1]!.node).toMatchObject({ actorEmail: sales.email, entity: 'vehicles', entityId: '11', before: { priceFob: 900_000 }, after: { priceFob: 850_000, originalPrice: 900_000 } });
    expect(page.edges[2]!.node.after).toEqual({ priceFob: 900_000, arrivedAt: '2026-11-01T00:00:00.000Z' });
  });

  it('filters by person, entity, action or its prefix, and time, and pages by cursor', async () => {
    const actions = async (filter: Parameters<typeof auditEntries>[1], first?: number, after?: string) => {
      const page = await auditEntries(ctx, { ...day, ...filter }, { first, after });
      if (page instanceof Error) throw page;
      return { actions: page.edges.map((e) => e.node.action), end: page.pageInfo.endCursor, more: page.pageInfo.hasNextPage };
    };
    expect((await actions({ actorEmail: sales.email.toUpperCase() })).actions).toEqual(['vehicle.price', 'vehicle.create']);
    expect((await actions({ entity: 'vehicles', entityId: '11' })).actions).toEqual(['vehicle.price', 'vehicle.create']);
    expect((await actions({ action: 'vehicle.' })).actions).toEqual(['vehicle.price', 'vehicle.create']);
    expect((await actions({ action: 'vehicle.create' })).actions).toEqual(['vehicle.create']);
    expect((await actions({ from: new Date(Date.UTC(2001, 0, 20, 9, 2)), to: new Date(Date.UTC(2001, 0, 20, 9, 3)) })).actions).toEqual(['vehicle.price']);
    const first = await actions({}, 2);
    expect(first).toMatchObject({ actions: ['user.update', 'vehicle.price'], more: true });
    expect(await actions({}, 2, first.end!)).toMatchObject({ actions: ['vehicle.create'], more: false });
  });

  it('is for admins only, and says so for a bad page link', async () => {
    expect(await auditEntries({ ...ctx, viewer: sales }, {})).toBeInstanceOf(AuthenticationError);
    expect(await auditEntries({ ...ctx, viewer: null }, {})).toBeInstanceOf(NotAuthenticatedError);
    expect(await auditEntries(ctx, {}, { after: 'nonsense' })).toBeInstanceOf(InvalidInputError);
  });
});
