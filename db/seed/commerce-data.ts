// Demo campaigns and coupons, dated around the anchor date so that some run now, one is over and one
// needs a campaign code from an advertisement. Coupons issued to accounts come with the demo users.
import type { Database } from '#db/client.ts';
import { campaigns, coupons } from '#db/schema/commerce.ts';
import { Random } from './random.ts';

const DAY_MS = 86_400_000;

export async function seedCommerce(db: Database, seed: number, anchorDate: Date): Promise<void> {
  const random = new Random(seed ^ 0x5eed_c0de);
  const at = (days: number) => new Date(anchorDate.getTime() + days * DAY_MS);
  await db.insert(campaigns).values([
    { uuid: random.uuid(), name: 'Year-End Sale', discountPercent: 3, minPriceJpy: 500_000, startsAt: at(-10), endsAt: at(40) },
    { uuid: random.uuid(), name: 'East Africa Shipping Week', campaignCode: 'EASTAFRICA', discountJpy: 30_000, startsAt: at(-5), endsAt: at(25) },
    { uuid: random.uuid(), name: 'Summer Clearance', discountPercent: 5, startsAt: at(-150), endsAt: at(-90) },
  ]);
  await db.insert(coupons).values([
    { uuid: random.uuid(), couponCode: 'WELCOME10K', discountJpy: 10_000, minPriceJpy: 300_000, expiredAt: at(90) },
    { uuid: random.uuid(), couponCode: 'SPRING25K', discountJpy: 25_000, minPriceJpy: 1_000_000, expiredAt: at(-60) },
  ]);
}
