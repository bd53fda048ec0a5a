import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { stockTable, type StockTableInput, type StockTableSort } from './stock-table.service.ts';

const sales: Viewer = { userId: 'sales-1', email: 'sales@roro.example', groups: [], staffRoles: ['sales'], twoFactor: true };
let ctx: RequestContext;
let all: { id: number; stock_number: string; status: string; price_fob: number; is_listed: boolean; maker_id: number }[];

beforeAll(async () => {
  ctx = { ...testContext(await openSeededDatabase()), viewer: sales };
  all = await queryRows(ctx.db, sql`select id, stock_number, status::text as status, price_fob, is_listed, maker_id from vehicles`);
});

/** Every row of a view, page after page. */
async function everyRow(input: StockTableInput, first = 37) {
  const ids: number[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  do {
    const page = await stockTable(ctx, { ...input, first, after });
    if (page instanceof Error) throw page;
    totals.add(page.totalCount);
    ids.push(...page.rows.map((r) => r.id));
    after = page.hasNextPage ? page.endCursor : null;
  } while (after);
  // Every page tells the same count.
  expect(totals.size).toBe(1);
  return { ids, total: [...totals][0]! };
}

describe('stock table', () => {
  it('pages through the whole inventory, sold and deleted too, once each, in every sort order', async () => {
    expect(new Set(all.map((v) => v.status)).size).toBeGreaterThan(2);
    for (const [sort, direction] of [
      ['arrivedAt', 'desc'],
      ['priceFob', 'asc'],
      ['stockNumber', 'asc'],
      ['year4', 'desc'],
    ] as [StockTableSort, 'asc' | 'desc'][]) {
      const { ids, total } = await everyRow({ sort, direction });
      expect(total).toBe(all.length);
      expect(ids).toHaveLength(all.length);
      expect(new Set(ids).size).toBe(all.length);
    }
    const byPrice = await everyRow({ sort: 'priceFob', direction: 'asc' }, 200);
    const price = new Map(all.map((v) => [v.id, v.price_fob]));
    const prices = byPrice.ids.map((id) => price.get(id)!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by status, by the storefront’s statuses, by maker and by stock number or words', async () => {
    const sold = await everyRow({ status: 'SoldOut' });
    expect(sold.ids.sort()).toEqual(all.filter((v) => v.status === 'SoldOut').map((v) => v.id).sort());
    const listed = await everyRow({ status: 'Listed' });
    expect(listed.total).toBe(all.filter((v) => v.is_listed).length);
    const maker = all[0]!.maker_id;
    expect((await everyRow({ makerId: maker })).total).toBe(all.filter((v) => v.maker_id === maker).length);
    const one = all[5]!;
    const found = await stockTable(ctx, { keyword: ` ${one.stock_number.toLowerCase()} ` });
    if (found instanceof Error) throw found;
    expect(found.rows.map((r) => r.stockNumber)).toContain(one.stock_number);
    const words = await stockTable(ctx, { keyword: 'Hi-Ace' });
    if (words instanceof Error) throw words;
    expect(words.totalCount).toBeGreaterThan(0);
    expect(words.rows.every((r) => r.model.toLowerCase().replace(/\s/g, '').includes('hiace'))).toBe(true);
    // A percent sign is a character to look for, not a wildcard.
    const none = await stockTable(ctx, { keyword: '%' });
    if (none instanceof Error) throw none;
    expect(none.totalCount).toBe(0);
  });

  it('is for staff who may list stock; a bad page link or sort is an input error', async () => {
    expect(await stockTable({ ...ctx, viewer: null }, {})).toBeInstanceOf(NotAuthenticatedError);
    expect(await stockTable({ ...ctx, viewer: { ...sales, staffRoles: ['editor'] } }, {})).toBeInstanceOf(AuthenticationError);
    expect(await stockTable({ ...ctx, viewer: { userId: 'b', email: 'b@example.com', groups: [] } }, {})).toBeInstanceOf(AuthenticationError);
    expect(await stockTable(ctx, { after: 'bogus' })).toBeInstanceOf(InvalidInputError);
    expect(await stockTable(ctx, { sort: 'colour' as StockTableSort })).toBeInstanceOf(InvalidInputError);
  });

  it('shows each change at once: a price moves the vehicle in its order, a status between filters, a deleted vehicle leaves', async () => {
    const top = async (input: StockTableInput) => {
      const page = await stockTable(ctx, { ...input, first: 1 });
      if (page instanceof Error) throw page;
      return { id: page.rows[0]?.id, total: page.totalCount };
    };
    const [vehicle] = await queryRows<{ id: number }>(ctx.db, sql`select id from vehicles where status <> 'OnHold' order by id limit 1`);
    const highest = await top({ sort: 'priceFob' });
    const held = await top({ status: 'OnHold' });
    const everything = await top({});
    await ctx.db.execute(sql`update vehicles set price_fob = price_fob + 100000000, original_price = null where id = ${vehicle!.id}`);
    expect(await top({ sort: 'priceFob' })).toEqual({ id: vehicle!.id, total: highest.total });
    await ctx.db.execute(sql`update vehicles set status = 'OnHold' where id = ${vehicle!.id}`);
    expect((await top({ status: 'OnHold' })).total).toBe(held.total + 1);
    expect((await everyRow({ status: 'OnHold' })).ids).toContain(vehicle!.id);
    await ctx.db.execute(sql`delete from vehicles where id = ${vehicle!.id}`);
    expect(await top({ sort: 'priceFob' })).toEqual({ id: highest.id, total: highest.total - 1 });
    expect((await top({ status: 'OnHold' })).total).toBe(held.total);
    expect((await top({})).total).toBe(everything.total - 1);
    // A change of many vehicles at once (an import) sorts the orders again.
    await ctx.db.execute(sql`update vehicles set price_fob = 5000000 - price_fob`);
    const byPrice = await everyRow({ sort: 'priceFob', direction: 'asc' }, 97);
    const prices = await queryRows<{ id: number; price_fob: number }>(ctx.db, sql`select id, price_fob from vehicles order by price_fob, id`);
    expect(byPrice.ids).toEqual(prices.map((p) => p.id));
  });
});
