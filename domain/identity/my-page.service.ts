// What My Page shows of the signed-in user (spec 000 §2 /user): their name, the vehicles they looked at
// last, five recommendations drawn from those and their favourites within their country's import rules,
// and how many favourites and usable coupons they hold. Only ever the viewer's own data.
import { eq, sql } from 'drizzle-orm';
import { coupons, userCoupons } from '#db/schema/commerce.ts';
import { countries } from '#db/schema/geography.ts';
import { userProfiles, users } from '#db/schema/identity.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { VehicleRecord } from '../catalogue/vehicle-record.ts';
import type { RequestContext } from '../context.ts';
import { NotAuthenticatedError } from '../errors.ts';
import { favoriteVehicleIds } from '../favorites/favorites.service.ts';
import { userHistoriesPage, type HistoryEntry } from '../history/user-history.service.ts';
import { COUPON_ID, couponUses } from '../coupons/coupon-uses.ts';

/** The spec's number of recommendations on the user page (000 §9). */
export const MY_PAGE_RECOMMENDATIONS = 5;
/** Recently viewed vehicles shown on My Page; the full history pages from there. */
export const MY_PAGE_HISTORY = 8;

export interface MyPage {
  name: string;
  email: string;
  language: string | null;
  countryName: string | null;
  histories: HistoryEntry[];
  historyCount: number;
  recommendations: VehicleRecord[];
  favoritesCount: number;
  usableCouponCount: number;
}

export async function myPage(ctx: RequestContext): Promise<MyPage | NotAuthenticatedError> {
  const viewer = ctx.viewer;
  if (!viewer) return new NotAuthenticatedError();
  // The profile and the usable coupons in one read: every read is a round trip to the database.
  const [row] = await ctx.db
    .select({
      name: users.name,
      email: users.email,
      firstName: userProfiles.firstName,
      language: userProfiles.language,
      countryName: countries.name,
      usableCoupons: sql<number>`(select count(*)::int from ${userCoupons} join ${coupons} on ${coupons.id} = ${userCoupons.couponId}
        where ${userCoupons.userId} = ${users.id} and ${userCoupons.usedAt} is null and ${coupons.expiredAt} > ${ctx.now.toISOString()}::timestamptz
          and ${couponUses(COUPON_ID)} < ${coupons.maxUses})`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(countries, eq(countries.id, userProfiles.countryId))
    .where(eq(users.id, viewer.userId));
  if (!row) return new NotAuthenticatedError();
  // The recommendations' scan runs while the database answers the rest.
  const kept = favoriteVehicleIds(ctx);
  const [histories, favoriteIds, recommendations] = await Promise.all([
    userHistoriesPage(ctx, { first: MY_PAGE_HISTORY }),
    kept,
    recommendVehicles(ctx, { countryName: row.countryName, limit: MY_PAGE_RECOMMENDATIONS }, { favoriteIds: kept }),
  ]);
  if (histories instanceof Error) return new NotAuthenticatedError();
  const keptIds = new Set(favoriteIds);
  return {
    name: row.firstName ?? row.name,
    email: row.email,
    language: row.language,
    countryName: row.countryName,
    histories: histories.edges.map((e) => ({ ...e.node, vehicle: { ...e.node.vehicle, isFavorite: keptIds.has(e.node.vehicle.id) } })),
    historyCount: histories.totalCount,
    // A country the rules no longer know (renamed) still gets recommendations, without its rules.
    recommendations: Array.isArray(recommendations) ? recommendations : ((await recommendVehicles(ctx, { limit: MY_PAGE_RECOMMENDATIONS })) as VehicleRecord[]),
    favoritesCount: favoriteIds.length,
    usableCouponCount: Number(row.usableCoupons),
  };
}
