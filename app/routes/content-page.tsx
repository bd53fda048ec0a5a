// /{lang}/pages/{slug}: an information page by its pageName (shipping schedule, about us, payments, FAQ
// ...), in the page language or else English. The WhatsApp page adds the sales team with chat links, the
// site map page a link to every page of the site. An unknown slug answers 404.
import { Link } from 'react-router';
import { listMakersWithModelsCached } from '#domain/catalogue/makers.service.ts';
import { BODY_TYPES } from '#domain/catalogue/vocabulary.ts';
import { newsList } from '#domain/content/news.service.ts';
import { countryPageList, pageByName, pageList } from '#domain/content/pages.service.ts';
import { whatsAppContacts } from '#domain/content/persons-in-charge.service.ts';
import { SALES_EMAIL } from '#domain/company.ts';
import type { Language, RequestContext } from '#domain/context.ts';
import { PageHeaderPicture } from '../components/page-header-picture';
import { Breadcrumb } from '../components/breadcrumb';
import { RichContent } from '../components/rich-content';
import { contentHeaders } from '../lib/content-cache';
import { formatDate } from '../lib/format';
import { useLanguageData, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { layoutData, seoMeta } from '../lib/seo';
import type { Route } from './+types/content-page';
import { throwIfError } from '../lib/service-answer.server';

/** Names of languages and countries in the page language, made on the server so the browser renders the same words. */
function displayNames(language: Language, type: 'language' | 'region', codes: string[]): string[] {
  const names = new Intl.DisplayNames([language], { type, fallback: 'code' });
  return codes.map((code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  });
}

async function salesTeam(ctx: RequestContext) {
  const staff = await whatsAppContacts(ctx);
  return staff.map((p) => ({
    uuid: p.uuid,
    name: p.name,
    whatsAppNumber: p.whatsAppNumber,
    chatUrl: p.chatUrl,
    email: p.email,
    languages: displayNames(ctx.language, 'language', p.languages),
    markets: displayNames(ctx.language, 'region', p.markets).sort((a, b) => a.localeCompare(b, ctx.language)),
  }));
}

async function siteMap(ctx: RequestContext) {
  const [pages, countryPages, news, makers] = await Promise.all([pageList(ctx), countryPageList(ctx), newsList(ctx, { first: 50 }), listMakersWithModelsCached(ctx)]);
  return {
    pages: pages.map((p) => ({ pageName: p.pageName, title: p.title })),
    countryPages: countryPages.map((p) => ({ pageName: p.pageName, country: p.country.localName })),
    news: news instanceof Error ? [] : news.edges.map((e) => ({ newsName: e.node.newsName, title: e.node.title })),
    makers: makers.filter((m) => m.vehicleCount > 0).map((m) => m.name),
    bodyTypes: [...BODY_TYPES],
  };
}

/** The car a visitor asked about from a vehicle page without the page's scripts (no popup form then): a stock number's shape only. */
function askedStockNumber(request: Request): string | null {
  const asked = new URL(request.url).searchParams.get('stockNumber')?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9-]{1,20}$/.test(asked) ? asked : null;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const page = await pageByName(ctx, { pageName: params.slug });
  throwIfError(page, { as: 404 });
  const [team, map] = await Promise.all([page.pageName === 'whatsapp' ? salesTeam(ctx) : null, page.pageName === 'sitemaps' ? siteMap(ctx) : null]);
  return {
    pageName: page.pageName,
    language: page.language,
    title: page.title,
    description: page.description,
    content: page.content,
    headerImagePc: page.headerImagePc,
    headerImageSp: page.headerImageSp,
    updatedAt: page.updatedAt.toISOString(),
    team,
    map,
    askedAbout: page.pageName === 'contact' ? askedStockNumber(request) : null,
  };
}

export const headers = contentHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutData(matches);
  if (!loaderData) return [];
  return seoMeta(layout, { path: `/pages/${loaderData.pageName}`, title: `${loaderData.title} | Roro Motors`, description: loaderData.description, image: loaderData.headerImagePc });
}

type Team = NonNullable<Route.ComponentProps['loaderData']['team']>;
type SiteMapData = NonNullable<Route.ComponentProps['loaderData']['map']>;

function SalesTeam({ team }: { team: Team }) {
  const t = useT();
  return (
    <section aria-labelledby="sales-team" className="mt-10">
      <h2 id="sales-team" className="text-2xl font-bold">
        {t('sales-team')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="sales-team">
        {team.map((person) => (
          <li key={person.uuid} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-lg font-semibold">{person.name}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">{t('speaks')}</dt>
              <dd>{person.languages.join(', ')}</dd>
              {person.markets.length ? (
                <>
                  <dt className="font-medium">{t('markets')}</dt>
                  <dd>{person.markets.join(', ')}</dd>
                </>
              ) : null}
              {person.email ? (
                <>
                  <dt className="font-medium">{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${person.email}`} className="underline">
                      {person.email}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            {person.chatUrl ? (
              <a
                href={person.chatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex items-center gap-2 rounded-md bg-[#1f7a4d] px-4 py-2 font-semibold text-white hover:bg-[#17603c]"
                aria-label={`${t('chat-with', { name: person.name })} ${t('opens-new-tab')}`}
              >
                WhatsApp {person.whatsAppNumber}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SiteMapLinks({ map }: { map: SiteMapData }) {
  const { language } = useLanguageData();
  const t = useT();
  const l = `/${language}`;
  const column = (id: string, title: string, links: { to: string; label: string }[]) => (
    <section aria-labelledby={id} className="break-inside-avoid">
      <h2 id={id} className="mt-8 text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-700 hover:underline dark:text-brand-100">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className="mt-4 gap-8 md:columns-2" data-testid="site-map">
      {column('sitemap-main', t('sitemap-main'), [
        { to: l, label: t('home') },
        { to: `${l}/stocklist`, label: t('stocklist') },
        { to: `${l}/stocklist?newArrivals=true`, label: t('new-arrivals') },
        { to: `${l}/stocklist?bestDeals=true&order=13`, label: t('best-deals') },
        { to: `${l}/pages/news`, label: t('whats-new') },
        { to: `${l}/pages/testimonials`, label: t('customers-voice') },
        { to: `${l}/pages/countries`, label: t('country-pages') },
        { to: `${l}/referral-program`, label: t('referral-program') },
      ])}
      {column(
        'sitemap-information',
        t('sitemap-information'),
        map.pages.map((p) => ({ to: `${l}/pages/${p.pageName}`, label: p.title })),
      )}
      {column(
        'sitemap-countries',
        t('country-pages'),
        map.countryPages.map((p) => ({ to: `${l}/pages/countries/${p.pageName}`, label: p.country })),
      )}
      {column(
        'sitemap-body-types',
        t('sitemap-body-types'),
        map.bodyTypes.map((b) => ({ to: `${l}/stocklist?type=${b}`, label: t(`body-${b}`) })),
      )}
      {column(
        'sitemap-makers',
        t('sitemap-makers'),
        map.makers.map((m) => ({ to: `${l}/stocklist?maker=${encodeURIComponent(m)}`, label: m })),
      )}
      {column(
        'sitemap-news',
        t('sitemap-news'),
        map.news.map((n) => ({ to: `${l}/pages/news/${n.newsName}`, label: n.title })),
      )}
    </div>
  );
}

/** On the contact page reached from a vehicle's Inquire without scripts: the car, and an e-mail about it with its stock number. */
function AskedAbout({ stockNumber }: { stockNumber: string }) {
  const t = useT();
  const subject = encodeURIComponent(t('contact-about-vehicle-subject', { stockNumber }));
  return (
    <p className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-4 text-brand-900 dark:border-brand-800 dark:bg-slate-900 dark:text-slate-100" data-testid="contact-asked-about">
      {t('contact-about-vehicle', { stockNumber })}{' '}
      <a href={`mailto:${SALES_EMAIL}?subject=${subject}`} className="font-semibold underline">
        {t('contact-about-vehicle-mail', { email: SALES_EMAIL })}
      </a>
    </p>
  );
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb trail={[{ label: loaderData.title }]} />
      <PageHeaderPicture pc={loaderData.headerImagePc} sp={loaderData.headerImageSp} />
      <h1 className="mt-4 text-3xl font-bold" lang={loaderData.language}>
        {loaderData.title}
      </h1>
      {loaderData.language !== language ? <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('shown-in-english')}</p> : null}
      {loaderData.askedAbout ? <AskedAbout stockNumber={loaderData.askedAbout} /> : null}
      <RichContent html={loaderData.content} lang={loaderData.language} />
      {loaderData.team ? <SalesTeam team={loaderData.team} /> : null}
      {loaderData.map ? <SiteMapLinks map={loaderData.map} /> : null}
      <p className="mt-10 text-sm text-slate-500 dark:text-slate-400">{t('last-updated', { date: formatDate(language, loaderData.updatedAt) })}</p>
    </article>
  );
}
