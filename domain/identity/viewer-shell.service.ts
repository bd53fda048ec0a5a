// What the page shell needs of the signed-in user on every page: the vehicles they keep (the count, and
// the hearts on every card), and the language and contact country that take their places in the
// resolution order of spec 001 §4.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '../context.ts';
import { favoriteIdList, shareFavoriteIds } from '../favorites/favorites.service.ts';

export interface ViewerShell {
  favoritesCount: number;
  /** Ids of the vehicles the viewer keeps, newest first. */
  favoriteIds: number[];
  /** In the Distributors group (spec 001 §6): dealer prices and the Distributors link. */
  isDistributor: boolean;
  language: string | null;
  countryName: string | null;
  /** The default destination port of the account (My Page), with the country it belongs to. */
  port: { uuid: string; countryName: string } | null;
}

// One answer per request: the layout, the page and the prices all ask for it. Keyed by the request's
// viewer object, which lives exactly as long as the request.
const perRequest = new WeakMap<object, Promise<ViewerShell>>();

export function viewerShell(ctx: RequestContext): Promise<ViewerShell | null> {
  const { viewer } = ctx;
  if (!viewer) return Promise.resolve(null);
  let shell = perRequest.get(viewer);
  if (!shell) {
    shell = readShellRow(ctx, viewer).then((row) => shellOf(viewer, row));
    perRequest.set(viewer, shell);
  }
  return shell;
}

/**
 * The shell, and in the same query the answers to other questions about the viewer: conditions their own
 * services write (whether they keep a car, whether they hold a coupon). One round trip where a page needs
 * them all before it is drawn (a vehicle page signed-in buyers share, ADR 037). Null when signed out.
 */
export async function viewerShellWith<K extends string>(ctx: RequestContext, conditions: (userId: string) => Record<K, SQL>): Promise<{ shell: ViewerShell; answers: Record<K, boolean> } | null> {
  const { viewer } = ctx;
  if (!viewer) return null;
  const asked = Object.entries(conditions(viewer.userId)) as [K, SQL][];
  const read = readShellRow(ctx, viewer, asked);
  const shell = read.then((row) => shellOf(viewer, row));
  // When the read fails, `await read` below throws first and `shell` would fail unheard, ending the
  // process (an unhandled rejection); a later ask of the shell still gets the error.
  shell.catch(() => {});
  if (!perRequest.has(viewer)) perRequest.set(viewer, shell);
  const row = await read;
  return { shell: await shell, answers: Object.fromEntries(asked.map(([key], i) => [key, row?.[`answer_${i}`] === true])) as Record<K, boolean> };
}

type ShellRow = { ids: string | null; language: string | null; country_name: string | null; port_uuid: string | null; port_country_name: string | null } & Record<`answer_${number}`, unknown>;

/** One query: the favourites (one text value, as favoriteVehicleIds reads them), the profile's places and any answers asked with them. */
function readShellRow(ctx: RequestContext, viewer: NonNullable<RequestContext['viewer']>, asked: [string, SQL][] = []): Promise<ShellRow | undefined> {
  const answers = asked.map(([, condition], i) => sql`, ${condition} as ${sql.identifier(`answer_${i}`)}`);
  const read = queryRows<ShellRow>(
    ctx.db,
    sql`select (select string_agg(vehicle_id::text, ',' order by id desc) from favorites where user_id = ${viewer.userId}) as ids,
               p.language, c.name as country_name, pt.uuid::text as port_uuid, pc.name as port_country_name${sql.join(answers)}
        from (select 1) as one
        left join user_profiles p on p.user_id = ${viewer.userId}
        left join countries c on c.id = p.country_id
        left join ports pt on pt.id = p.port_id
        left join countries pc on pc.id = pt.country_id`,
  ).then(([row]) => row);
  shareFavoriteIds(viewer, read.then((row) => favoriteIdList(row?.ids)));
  return read;
}

function shellOf(viewer: NonNullable<RequestContext['viewer']>, profile: ShellRow | undefined): ViewerShell {
  const favoriteIds = favoriteIdList(profile?.ids);
  return {
    favoritesCount: favoriteIds.length,
    favoriteIds,
    isDistributor: viewer.groups.includes('Distributors'),
    language: profile?.language ?? null,
    countryName: profile?.country_name ?? null,
    port: profile?.port_uuid && profile.port_country_name ? { uuid: profile.port_uuid, countryName: profile.port_country_name } : null,
  };
}
