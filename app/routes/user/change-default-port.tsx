// /{lang}/user/account-details/change-default-port: the port prices are shown to first. Choosing the
// country lists its ports (a GET form, so it works without JavaScript); saving also makes it the
// visitor's port for the stock list and the price form.
import { data, Form, useNavigation, useSubmit } from 'react-router';
import { updateUserDefaultPort } from '#domain/identity/account.service.ts';
import { findCountry, loadDestinations, portsOf } from '#domain/trade/destinations.ts';
import { AccountNav, SavedNotice } from '../../components/account-nav';
import { CountrySelect } from '../../components/form-field';
import { PRIVATE } from '../../lib/account.server';
import { accountPage, answer, formText } from '../../lib/account-forms.server';
import { useT } from '../../lib/i18n';
import { useIssueText } from '../../lib/input-issues';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import { PREFERENCE_COOKIES, preferenceCookie, servedOverHttps } from '../../lib/preferences.server';
import type { Route } from './+types/change-default-port';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = { ...context.ctx, language: pageLanguage(params) };
  const page = await accountPage(ctx, request);
  const destinations = await loadDestinations(ctx);
  const wanted = new URL(request.url).searchParams.get('country') ?? page.account.port?.countryName ?? page.account.contactInfo.country?.name ?? '';
  const country = wanted ? findCountry(destinations, wanted) : undefined;
  const ports = country ? portsOf(destinations, country).map((p) => ({ uuid: p.uuid, name: p.name })) : [];
  return { ...page, countries: page.countries.filter((c) => c.hasPorts), country: country?.name ?? '', ports };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = { ...context.ctx, language: pageLanguage(params) };
  const values = formText(await request.formData(), ['portUuid']);
  const result = await updateUserDefaultPort(ctx, values.portUuid);
  if (result instanceof Error || !result.port) return answer(result, values);
  const headers = new Headers(PRIVATE);
  const secure = servedOverHttps(ctx.site.siteUrl);
  headers.append('set-cookie', preferenceCookie(PREFERENCE_COOKIES.port, result.port.uuid, secure));
  headers.append('set-cookie', preferenceCookie(PREFERENCE_COOKIES.country, result.port.countryName, secure));
  return data({ saved: true, issues: [], values }, { headers });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('set-cookie') ? actionHeaders : PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-default-port')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function ChangeDefaultPort({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const submit = useSubmit();
  const busy = useNavigation().state === 'submitting';
  const current = loaderData.account.port;
  const issue = useIssueText()(actionData?.issues, 'portUuid');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold">{t('account-default-port')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('account-default-port-text')}</p>
      {actionData?.saved ? <div className="mt-4"><SavedNotice text={t('account-saved')} /></div> : null}
      <p className="mt-4 font-medium" data-testid="current-port">
        {t('account-default-port')}: {current ? `${current.name} (${current.countryName})` : t('account-not-set')}
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
        <div className="min-w-64 flex-1">
          <CountrySelect name="country" label={t('account-country')} countries={loaderData.countries} defaultValue={loaderData.country} />
        </div>
        <noscript>
          <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold">
            {t('account-choose-country-first')}
          </button>
        </noscript>
      </Form>
      {loaderData.ports.length ? (
        <Form method="post" className="mt-6 space-y-4">
          <fieldset>
            <legend className="text-sm font-medium">{t('destination-port')}</legend>
            <ul className="mt-2 space-y-1">
              {loaderData.ports.map((p) => (
                <li key={p.uuid}>
                  <label className="flex items-center gap-2">
                    <input type="radio" name="portUuid" value={p.uuid} defaultChecked={current?.uuid === p.uuid || loaderData.ports.length === 1} />
                    {p.name}
                  </label>
                </li>
              ))}
            </ul>
            {issue ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{issue}</p> : null}
          </fieldset>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t('account-save')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
