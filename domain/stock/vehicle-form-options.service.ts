// The choices of the back office's vehicle form: the whole catalogue (every maker and model, not only
// those in stock as the search forms offer), the paint colours, the Japanese ports we ship from and the
// campaign banners. The form sends the names and ids that vehicle-row.ts looks up.
import { asc, eq } from 'drizzle-orm';
import { colors, makers, models } from '#db/schema/catalogue.ts';
import { banners } from '#db/schema/banners.ts';
import { ports } from '#db/schema/geography.ts';
import type { RequestContext } from '../context.ts';
import { staffCheck } from '../staff/audit.ts';
import type { StaffRefusal } from './vehicle-admin.service.ts';

export interface VehicleFormOptions {
  makers: { name: string; models: string[] }[];
  colors: string[];
  /** Sent by uuid; shown by name and code. */
  loadingPorts: { uuid: string; code: string; name: string }[];
  /** Sent by id; shown by their text and language (each language has its own banner). */
  campaignBanners: { id: string; label: string }[];
}

export async function vehicleFormOptions(ctx: RequestContext): Promise<VehicleFormOptions | StaffRefusal> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['list'] });
  if (refused) return refused;
  const [makerRows, colorRows, portRows, bannerRows] = await Promise.all([
    ctx.db
      .select({ maker: makers.name, model: models.name })
      .from(makers)
      .innerJoin(models, eq(models.makerId, makers.id))
      .orderBy(asc(makers.sortOrder), asc(makers.name), asc(models.name)),
    ctx.db.select({ name: colors.name }).from(colors).orderBy(asc(colors.sortOrder), asc(colors.name)),
    ctx.db.select({ uuid: ports.uuid, code: ports.code, name: ports.name }).from(ports).where(eq(ports.isLoadingPort, true)).orderBy(asc(ports.name)),
    ctx.db
      .select({ id: banners.id, alt: banners.alt, language: banners.language })
      .from(banners)
      .where(eq(banners.bannerType, 'top-banner-campaign'))
      .orderBy(asc(banners.sortOrder), asc(banners.language), asc(banners.id)),
  ]);
  const byMaker = new Map<string, string[]>();
  for (const row of makerRows) {
    let list = byMaker.get(row.maker);
    if (!list) byMaker.set(row.maker, (list = []));
    list.push(row.model);
  }
  return {
    makers: [...byMaker].map(([name, list]) => ({ name, models: list })),
    colors: colorRows.map((c) => c.name),
    loadingPorts: portRows,
    campaignBanners: bannerRows.map((b) => ({ id: String(b.id), label: `${b.alt} (${b.language})` })),
  };
}
