// /{lang}/user: My Page. Signed-out visitors are sent to sign-in and brought back.
import { data, Form, redirect } from 'react-router';
import { isLanguage } from '#domain/context.ts';
import { myPage } from '#domain/identity/my-page.service.ts';
import { AccountNav } from '../../components/account-nav';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { useLanguageData, useT } from '../../lib/i18n';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/index';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = isLanguage(params.lang) ? params.lang : 'en';
  requireViewer(context.ctx, request, language);
  const page = await myPage(context.ctx);
  if (page instanceof Error) throw redirect(`/${language}/user/signin`);
  return data({ ...page, verified: new URL(request.url).searchParams.has('verified') }, { headers: PRIVATE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-my-page')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function MyPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { favoritesCount } = useLanguageData();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AccountNav />
      {loaderData.verified ? <p className="mb-4 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">{t('account-verified')}</p> : null}
      <h1 className="text-2xl font-bold" data-testid="my-page-heading">
        {t('account-hello', { name: loaderData.name })}
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('account-signed-in-as', { email: loaderData.email })}</p>
      <p id="favorites" className="mt-4" data-testid="favorites-count">
        {t('favorite')}: {favoritesCount}
      </p>
      <Form method="post" action={`/${params.lang}/user/signout`} className="mt-6">
        <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
          {t('account-sign-out')}
        </button>
      </Form>
    </div>
  );
}
