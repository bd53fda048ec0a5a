// The top page's banners and latest news: the same for every visitor of a language, changed when staff
// save them (the 'content' area, ADR 027). Kept a minute per language and dropped at such a change, so a
// top page rendered for a signed-in buyer does not read them again; a banner's start or end date shows
// up to a minute late.
import type { RequestContext } from '../context.ts';
import { bannersByType, type BannerRecord } from './banners.service.ts';
import { newsList } from './news.service.ts';
import { keptUntilChanged } from './site-data-registry.ts';

const banners = keptUntilChanged<BannerRecord[]>('content');
const news = keptUntilChanged<Awaited<ReturnType<typeof newsList>>>('content');
const keyOf = (ctx: RequestContext) => `${ctx.language}|${ctx.site.mediaBaseUrl}`;

/** Every published banner of the page's language now showing (bannersByType), kept. */
export function keptBanners(ctx: RequestContext): Promise<BannerRecord[]> {
  return banners(ctx, keyOf(ctx), () => bannersByType(ctx));
}

/** The first `first` published news of the page's language (newsList), kept. */
export function keptNews(ctx: RequestContext, first: number): ReturnType<typeof newsList> {
  return news(ctx, `${keyOf(ctx)}|${first}`, () => newsList(ctx, { first }));
}
